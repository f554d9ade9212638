import { AUDIT_GROUPS, AUDIT_PHRASES } from "@/lib/audit/phrases";

const MAX_TEXT = 40;
const PROVIDER_ID = /^[a-f0-9]{32}$/;

function text(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  // Requester ids are 32 hex characters; the first eight tell them apart at a glance.
  if (typeof value === "string" && PROVIDER_ID.test(value)) return `${value.slice(0, 8)}…`;
  if (Array.isArray(value)) return value.length <= 3 ? value.map(text).join(", ") || "none" : `${value.length} items`;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A change recorded as `{ from: {...}, to: {...} }` reads as one "setting: old → new" line per setting. */
export function detailEntries(detail: Record<string, unknown>): [string, unknown][] {
  const { from, to, ...rest } = detail;
  if (!isRecord(from) || !isRecord(to)) return Object.entries(detail);
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const show = (v: unknown) => (typeof v === "boolean" ? (v ? "on" : "off") : Array.isArray(v) ? (v.length ? v.map(String).join(", ") : "none") : text(v));
  const words = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return [...keys.map((k): [string, unknown] => [words(k), `${show(from[k])} → ${show(to[k])}`]), ...Object.entries(rest)];
}

/** A record's detail as a compact "key: value" list; long values are cut, with the whole value on hover. */
export function AuditDetails({ detail }: { detail: Record<string, unknown> }) {
  const entries = detailEntries(detail);
  if (entries.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
      {entries.map(([key, value]) => {
        const full = text(value);
        const whole = Array.isArray(value) ? value.map(String).join(", ") : typeof value === "string" ? value : full;
        return (
          <div key={key} className="min-w-0">
            <dt className="inline text-slate-500">{key.replaceAll("_", " ")}:</dt>{" "}
            <dd className="inline text-slate-800 [overflow-wrap:anywhere]" title={whole !== full || full.length > MAX_TEXT ? whole : undefined}>
              {full.length > MAX_TEXT ? `${full.slice(0, MAX_TEXT - 1)}…` : full}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The action filter's choices: whole areas first, then single actions. */
export function ActionOptions({ current }: { current?: string }) {
  const known = current === undefined || current in AUDIT_PHRASES || AUDIT_GROUPS.some((g) => g.value === current);
  return (
    <>
      <option value="">All actions</option>
      {!known && <option value={current}>{current}</option>}
      <optgroup label="Areas">
        {AUDIT_GROUPS.map((g) => (
          <option key={g.value} value={g.value}>
            {g.label}
          </option>
        ))}
      </optgroup>
      <optgroup label="Single actions">
        {Object.entries(AUDIT_PHRASES).map(([value, phrase]) => (
          <option key={value} value={value}>
            {phrase}
          </option>
        ))}
      </optgroup>
    </>
  );
}
