import "server-only";
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { signInFailures as f, users } from "@/lib/db/schema";

export type Counted = { failures: number; lockedUntil: Date | null };
export type FailureCounts = { pair: Counted; address: Counted; account: Counted };

const timestamp = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const lockOf = (email: string, address: string) => or(and(eq(f.email, email), eq(f.address, address)), and(eq(f.email, ""), eq(f.address, address)));

/** Locks in force on this account from this address, and on the address itself. */
export async function signInLocks(
  db: Db,
  { email, address, now }: { email: string; address: string; now: Date },
): Promise<{ account: Date | null; address: Date | null }> {
  const rows = await db
    .select({ email: f.email, lockedUntil: f.lockedUntil })
    .from(f)
    .where(and(lockOf(email, address), gt(f.lockedUntil, now)));
  return { account: rows.find((r) => r.email !== "")?.lockedUntil ?? null, address: rows.find((r) => r.email === "")?.lockedUntil ?? null };
}

/** The condition, for another statement, that neither this account from this address nor the address is locked. */
export const notLocked = (email: string, address: string, now: Date) =>
  sql`not exists (select 1 from ${f} where ${lockOf(email, address)} and ${f.lockedUntil} > ${timestamp(now)})`;

/**
 * Counts one failed sign-in on its three rows in a single statement, so parallel attempts each
 * count: failures within the window add up, and the one that reaches a row's threshold sets its
 * lock. The account's own row never locks.
 */
export async function recordSignInFailure(
  db: Db,
  {
    email,
    address,
    now,
    policy,
  }: { email: string; address: string; now: Date; policy: { lockAfter: number; addressLockAfter: number; lockMs: number; windowMs: number } },
): Promise<FailureCounts> {
  const failures = sql`(case when ${f.lastFailedAt} > ${timestamp(new Date(now.getTime() - policy.windowMs))} then ${f.failures} + 1 else 1 end)`;
  const threshold = sql`(case when excluded.email = '' then ${policy.addressLockAfter}::int when excluded.address = '' then null else ${policy.lockAfter}::int end)`;
  const rows = await db
    .insert(f)
    .values([
      { email, address, failures: 1, lastFailedAt: now },
      { email: "", address, failures: 1, lastFailedAt: now },
      { email, address: "", failures: 1, lastFailedAt: now },
    ])
    .onConflictDoUpdate({
      target: [f.email, f.address],
      set: {
        failures,
        lastFailedAt: now,
        lockedUntil: sql`case when ${failures} >= ${threshold} then ${timestamp(new Date(now.getTime() + policy.lockMs))} else ${f.lockedUntil} end`,
      },
    })
    .returning({ email: f.email, address: f.address, failures: f.failures, lockedUntil: f.lockedUntil });
  const row = (match: (r: (typeof rows)[number]) => boolean): Counted => {
    const r = rows.find(match)!;
    return { failures: r.failures, lockedUntil: r.lockedUntil };
  };
  return { pair: row((r) => r.email !== "" && r.address !== ""), address: row((r) => r.email === ""), account: row((r) => r.address === "") };
}

/** A successful sign-in clears this address's failures on the account, unless a lock was set meanwhile; old rows are pruned. */
export async function clearPairFailures(
  db: Db,
  { email, address, now, windowMs }: { email: string; address: string; now: Date; windowMs: number },
): Promise<void> {
  await db.delete(f).where(and(eq(f.email, email), eq(f.address, address), or(isNull(f.lockedUntil), lte(f.lockedUntil, now))));
  await db.delete(f).where(and(lte(f.lastFailedAt, new Date(now.getTime() - windowMs)), or(isNull(f.lockedUntil), lte(f.lockedUntil, now))));
}

/**
 * An admin's unlock: forgets the account's failures from every address, and the failures of the
 * addresses it was locked from, so the owner can sign in again at once.
 */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.execute(
    sql`delete from ${f} where ${f.email} = ${email} or (${f.email} = '' and ${f.address} in (select ${f.address} from ${f} where ${f.email} = ${email} and ${f.address} <> ''))`,
  );
}

/** For a query of users: the latest lock on each one's account from any address. */
export const accountLockedUntil = () =>
  // Qualified by hand: inside the subquery a bare "email" would be the failures' own column.
  sql`(select max(${f.lockedUntil}) from ${f} where ${f.email} = ${users}.${sql.identifier(users.email.name)} and ${f.address} <> '')`.mapWith(f.lockedUntil);
