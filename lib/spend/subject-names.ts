import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { labels, requesters } from "@/lib/db/schema";
import type { Scope } from "./rules";

/** A label or a requester, as budgets and rules of their own are kept: its slug or id. */
export type Subject = { scope: Scope; subject: string };

export const subjectKey = ({ scope, subject }: Subject) => `${scope}:${subject}`;

/**
 * Labels and requesters by the names people know them by ("Events 2026", "María López"), keyed
 * by subjectKey; one not known here keeps its slug or id.
 */
export async function subjectNames(db: Db, subjects: readonly Subject[]): Promise<Map<string, string>> {
  const slugs = [...new Set(subjects.filter((s) => s.scope === "label").map((s) => s.subject))];
  const ids = [...new Set(subjects.filter((s) => s.scope === "requester").map((s) => s.subject))];
  const names = new Map(subjects.map((s) => [subjectKey(s), s.subject]));
  if (slugs.length)
    for (const l of await db.select({ slug: labels.slug, name: labels.name }).from(labels).where(inArray(labels.slug, slugs)))
      names.set(subjectKey({ scope: "label", subject: l.slug }), l.name);
  if (ids.length) {
    const rows = await db
      .select({ id: requesters.id, name: requesters.name, surname: requesters.surname, email: requesters.email })
      .from(requesters)
      .where(inArray(requesters.id, ids));
    for (const r of rows) names.set(subjectKey({ scope: "requester", subject: r.id }), `${r.name} ${r.surname}`.trim() || r.email);
  }
  return names;
}
