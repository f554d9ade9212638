import { getTranslations } from "next-intl/server";
import type { UserSummary } from "@/app/(desk)/admin/_components/types";
import { UsersPage } from "@/app/(desk)/admin/users/_components/users-page";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { assignmentsByUser, lastSyncedAt, listRequesters } from "@/lib/accounts/requester-queries";
import { listUsers, type PublicUser } from "@/lib/accounts/queries";

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

export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser("admin");
  const { welcome, requesters: requestersFor } = await searchParams;
  const database = await db();
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
      requestersStatus={{ activeCount: requesters.length, lastSyncedAt: syncedAt?.toISOString() ?? null }}
      welcome={welcome === "1"}
      requestersFor={typeof requestersFor === "string" ? requestersFor : null}
    />
  );
}
