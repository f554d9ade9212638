"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { AUDIT_ACTIONS, AUDIT_GROUPS, isAuditActionName } from "@/lib/audit/phrases";

const MAX_TEXT = 40;
const PROVIDER_ID = /^[a-f0-9]{32}$/;

/** Detail keys with words of their own in the audit messages (detail.<key>); any other shows as it was recorded. */
const DETAIL_KEYS = [
  "active",
  "address",
  "booking",
  "callbackUrl",
  "created",
  "default",
  "deactivated",
  "description",
  "driver_assigned",
  "email",
  "failures",
  "field",
  "from",
  "gone",
  "invalid",
  "label",
  "labelRequired",
  "labelsEnabled",
  "linked",
  "method",
  "name",
  "not_sent",
  "note",
  "outcome",
  "ownFleet",
  "parcelIdHeader",
  "pickup_time",
  "problem",
  "product",
  "provider_message",
  "reason",
  "reasonRequired",
  "reasons",
  "rebook_of",
  "refused",
  "replaced",
  "requester",
  "requesters",
  "resolution",
  "rider",
  "role",
  "rows",
  "shipping_type",
  "skipped",
  "slug",
  "start_at",
  "state",
  "state_after",
  "stops",
  "timeoutMs",
  "to",
  "total",
  "via",
] as const;
type DetailKey = (typeof DETAIL_KEYS)[number];
const isDetailKey = (key: string): key is DetailKey => (DETAIL_KEYS as readonly string[]).includes(key);

/** The problems a ride can need attention for, as recorded (lib/journeys/attention.ts), and their message keys. */
const PROBLEMS: Record<string, "not_found" | "driver_cancel" | "no_show" | "uncertain"> = {
  "not found": "not_found",
  "driver cancel": "driver_cancel",
  "no show": "no_show",
  uncertain: "uncertain",
};

/** A detail of a record: a value as recorded, or a change from one value to another (a setting when the record is a whole `{ from, to }`). */
export type DetailEntry = { key: string; value: unknown } | { key: string; from: unknown; to: unknown; setting: boolean };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isChange = (v: unknown): v is { from: unknown; to: unknown } => isRecord(v) && Object.keys(v).length === 2 && "from" in v && "to" in v;

/**
 * A record's detail as entries: `{ from: {...}, to: {...} }` is one change per setting, a value that is
 * itself `{ from, to }` is a change of that field, and anything else is a value. A title recorded
 * beside its problem's code (problem_title) is left out: the code is shown in the reader's words.
 */
export function detailEntries(detail: Record<string, unknown>): DetailEntry[] {
  const { from, to, ...rest } = detail;
  if (isRecord(from) && isRecord(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return [...keys.map((key): DetailEntry => ({ key, from: from[key], to: to[key], setting: true })), ...detailEntries(rest)];
  }
  return Object.entries(detail)
    .filter(([key]) => !(key === "problem_title" && "problem" in detail))
    .map(([key, value]): DetailEntry => (isChange(value) ? { key, from: value.from, to: value.to, setting: false } : { key, value }));
}

/** A recorded value, shown as it came (cut when long, whole on hover), or in words when it is a yes/no, a count of items or a known code. */
function useValueText() {
  const t = useTranslations("audit.values");
  /** Recorded codes that read as words: a role, a sign-in method, a policy field, a ride's problem. */
  const coded = (key: string, value: string): string | null => {
    if ((key === "role" || key === "from" || key === "to") && (value === "admin" || value === "agent")) return t(`role.${value}`);
    if (key === "method" && (value === "password" || value === "sso")) return t(`method.${value}`);
    if (key === "field" && (value === "reason" || value === "label_slug")) return t(`field.${value}`);
    const problem = key === "problem" ? PROBLEMS[value] : undefined;
    return problem ? t(`problem.${problem}`) : null;
  };
  const data = (text: string): ReactNode => {
    // Requester ids are 32 hex characters; the first eight tell them apart at a glance.
    const shown = PROVIDER_ID.test(text) ? `${text.slice(0, 8)}…` : text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
    return (
      <span translate="no" title={shown !== text ? text : undefined}>
        {shown}
      </span>
    );
  };
  return (key: string, value: unknown, setting = false): ReactNode => {
    if (value === null || value === undefined || value === "") return "—";
    if (typeof value === "boolean") return setting ? t(value ? "on" : "off") : t(value ? "yes" : "no");
    if (typeof value === "number") return String(value);
    if (Array.isArray(value)) {
      if (value.length === 0) return t("none");
      if (value.length > 3 && !setting) return t("items", { count: value.length });
      return data(value.map((v) => (typeof v === "string" && PROVIDER_ID.test(v) ? `${v.slice(0, 8)}…` : String(v))).join(", "));
    }
    if (typeof value === "string") return coded(key, value) ?? data(value);
    return data(JSON.stringify(value));
  };
}

/** A record's detail as a compact "key: value" list. */
export function AuditDetails({ detail }: { detail: Record<string, unknown> }) {
  const t = useTranslations("audit");
  const show = useValueText();
  const entries = detailEntries(detail);
  if (entries.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
      {entries.map((entry) => (
        <div key={entry.key} className="min-w-0">
          <dt className="inline text-slate-500">
            {isDetailKey(entry.key) ? t(`detail.${entry.key}`) : <span translate="no">{entry.key.replaceAll("_", " ")}</span>}:
          </dt>{" "}
          <dd className="inline text-slate-800 [overflow-wrap:anywhere]">
            {"value" in entry
              ? show(entry.key, entry.value)
              : t.rich("change", { from: () => show(entry.key, entry.from, entry.setting), to: () => show(entry.key, entry.to, entry.setting) })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The action filter's choices: whole areas first, then single actions. */
export function ActionOptions({ current }: { current?: string }) {
  const t = useTranslations("audit");
  const known = current === undefined || isAuditActionName(current) || AUDIT_GROUPS.some((g) => g.value === current);
  return (
    <>
      <option value="">{t("filters.allActions")}</option>
      {!known && (
        <option value={current} translate="no">
          {current}
        </option>
      )}
      <optgroup label={t("filters.areas")}>
        {AUDIT_GROUPS.map((g) => (
          <option key={g.value} value={g.value}>
            {t(`groups.${g.key}`)}
          </option>
        ))}
      </optgroup>
      <optgroup label={t("filters.singleActions")}>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {t(`actions.${action}`)}
          </option>
        ))}
      </optgroup>
    </>
  );
}
