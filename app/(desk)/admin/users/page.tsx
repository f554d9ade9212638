import { getTranslations } from "next-intl/server";
import { log } from "@/lib/log";
import type { UserSummary } from "@/app/(desk)/admin/_components/types";
import { UsersPage } from "@/app/(desk)/admin/users/_components/users-page";
import { requireUser } from "@/lib/auth/guard";
import { db, type Db } from "@/lib/db";
import type { Actor } from "@/lib/audit/queries";
import { assignmentsByUser, lastSyncedAt, listRequesters } from "@/lib/accounts/requester-queries";
import { listUsers, type PublicUser } from "@/lib/accounts/queries";
import { ProviderError, describeProviderError } from "@/lib/provider";
import { syncRequestersIfStale } from "@/lib/accounts/requesters";
import { messageRef } from "@/lib/i18n/message-ref";

const logger = log.child({ module: "admin" });

export async function generateMetadata() {
  const t = await getTranslations("users");
  return { title: t("title") };
}

function toSummary(u: PublicUser, now: Date): UserSummary {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    active: u.active,
    locked: u.lockedUntil !== null && u.lockedUntil > now,
    lockedUntil: u.lockedUntil?.toISOString() ?? null,
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
    hasPassword: u.hasPassword,
    sso: u.sso,
  };
}

/** Refreshes stale requesters; a provider outage is reported on the page (as a message reference or the provider error's words) rather than breaking it. */
async function refreshRequesters(database: Db, actor: Actor): Promise<string | null> {
  try {
    await syncRequestersIfStale(database, actor);
    return null;
  } catch (e) {
    if (e instanceof ProviderError) return describeProviderError(e);
    logger.error({ err: e }, "requester sync failed");
    return messageRef("users.requestersReadFailed");
  }
}

export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser("admin");
  const { welcome, requesters: requestersFor } = await searchParams;
  const database = await db();
  const problem = await refreshRequesters(database, { id: user.id, email: user.email });
  const [users, requesters, assignments, syncedAt] = await Promise.all([
    listUsers(database),
    listRequesters(database, { activeOnly: true }),
    assignmentsByUser(database),
    lastSyncedAt(database),
  ]);
  const now = new Date();
  return (
    <UsersPage
      currentUserId={user.id}
      users={users.map((u) => toSummary(u, now))}
      requesters={requesters.map((r) => ({ id: r.id, name: r.name, surname: r.surname, email: r.email }))}
      assignments={assignments}
      requestersStatus={{ activeCount: requesters.length, lastSyncedAt: syncedAt?.toISOString() ?? null, problem }}
      welcome={welcome === "1"}
      requestersFor={typeof requestersFor === "string" ? requestersFor : null}
    />
  );
}
