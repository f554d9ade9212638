type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {});

/** A mobile as the provider got it ({mobile_cc, mobile_num}) back into what a person types: "+34 600111222". */
export function mobileText(m: unknown): string {
  const { mobile_cc, mobile_num } = obj(m);
  const cc = typeof mobile_cc === "string" || typeof mobile_cc === "number" ? String(mobile_cc).replace(/^\+/, "") : "";
  const num = typeof mobile_num === "string" || typeof mobile_num === "number" ? String(mobile_num) : "";
  return num ? (cc ? `+${cc} ${num}` : num) : "";
}
