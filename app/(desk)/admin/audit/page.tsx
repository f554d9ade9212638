import { getTranslations } from "next-intl/server";
import type { AuditActionName } from "@/lib/audit/phrases";
import { AuditLog } from "@/app/(desk)/admin/audit/_components/audit-log";
import type { AuditFilterValues, AuditRow } from "@/app/(desk)/admin/_components/types";
import { auditFilterSchema } from "@/lib/accounts/schemas";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { listAudit, type AuditAction, type AuditRecord } from "@/lib/audit/queries";
import { listUsers } from "@/lib/accounts/queries";

export async function generateMetadata() {
  const t = await getTranslations("audit");
  return { title: t("title") };
}

// Fails to compile when an audit action is not in the list the log puts into words (each has a message, which
// the type check also asks for), or the list names an action that no longer exists.
const _everyActionPhrased: [AuditAction, AuditActionName] extends [AuditActionName, AuditAction] ? true : never = true;

type Params = Record<string, string | string[] | undefined>;

/** The filter in the address; anything malformed falls back to no filter rather than an error page. */
function parseFilter(params: Params): { filter: AuditFilterValues; invalid: boolean } {
  const raw: Record<string, string> = {};
  for (const key of ["action", "q", "from", "to", "before"] as const) {
    const value = params[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first?.trim()) raw[key] = first;
  }
  const parsed = auditFilterSchema.safeParse(raw);
  if (!parsed.success) return { filter: {}, invalid: true };
  const filter: AuditFilterValues = { ...parsed.data, q: parsed.data.q || undefined };
  return { filter, invalid: false };
}

function toRow(r: AuditRecord, names: Map<string, string>): AuditRow {
  return {
    id: r.id,
    at: r.at.toISOString(),
    actorEmail: r.actorEmail,
    action: r.action,
    target: r.targetType && r.targetId ? { type: r.targetType, id: r.targetId, label: (r.targetType === "user" && names.get(r.targetId)) || null } : null,
    detail: r.detail,
  };
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<Params> }) {
  await requireUser("admin");
  const { filter, invalid } = parseFilter(await searchParams);
  const { action, q, from, to, before } = filter;
  const database = await db();
  const [{ records, next }, users] = await Promise.all([
    listAudit(database, {
      action,
      q,
      from: from ? new Date(from + "T00:00:00Z") : undefined,
      to: to ? new Date(to + "T23:59:59.999Z") : undefined,
      before,
      limit: 50,
    }),
    listUsers(database),
  ]);
  const names = new Map(users.map((u) => [u.id, `${u.name} (${u.email})`]));
  return <AuditLog records={records.map((r) => toRow(r, names))} next={next} filter={filter} invalidFilter={invalid} />;
}
