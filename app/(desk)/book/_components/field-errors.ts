/** Fields of the booking form that show their own errors; any other complaint goes in the form's alert. */
const PLACED =
  /^(stops\.\d+\.(label|contacts|meetingPoint|addr|num|city|postal_code|country|name|instr)(\..+)?|rider\.(name|mobile|email|language|id|channels)|when\.time|reason|reasonDetail|labelSlug|preferredDriverId|message|requesterId)$/;

export const isPlaced = (field: string) => PLACED.test(field);

/** Errors no field shows, for the alert to say. */
export const unplacedErrors = (fields: Record<string, string>) => Object.entries(fields).filter(([k]) => !isPlaced(k));

/** One stop's errors, keyed by the stop's own field names ("contacts.0.mobile", "addr", …). */
export function stopErrors(fields: Record<string, string>, index: number): Record<string, string> {
  const prefix = `stops.${index}.`;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );
}

/** Whether a stop's error lives in its details panel, which should then be open. */
export const hasDetailError = (errors: Record<string, string>) => Object.keys(errors).some((k) => k !== "label" && !k.startsWith("meetingPoint"));

/** react-hook-form's nested errors as messages by dotted path ("stops.1.label"), the first per field. */
export function flatErrors(errors: unknown, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  if (!errors || typeof errors !== "object") return out;
  const e = errors as Record<string, unknown>;
  if (prefix && typeof e.message === "string" && e.message) out[prefix] = e.message;
  for (const [k, v] of Object.entries(e)) {
    if (k === "message" || k === "type" || k === "ref" || k === "types" || !v || typeof v !== "object") continue;
    const path = k === "root" ? prefix : prefix ? `${prefix}.${k}` : k;
    for (const [p, m] of Object.entries(flatErrors(v, path))) out[p] ??= m;
  }
  return out;
}
