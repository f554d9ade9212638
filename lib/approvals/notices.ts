import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { approvalNotices } from "@/lib/db/schema";

/**
 * Whether a notice about an approval is still to be sent: recorded on first sight, then skipped once
 * sent or refused for good. A crash between a send and its record sends it once more, with the same
 * Message-ID, which a mail server can tell is a repeat.
 */
export async function beginNotice(db: Db, approvalId: string, target: string): Promise<boolean> {
  await db.insert(approvalNotices).values({ approvalId, target }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(approvalNotices)
    .where(and(eq(approvalNotices.approvalId, approvalId), eq(approvalNotices.target, target)));
  return !!row && row.sentAt === null && !row.error?.startsWith("refused");
}

export async function settleNotice(db: Db, approvalId: string, target: string, outcome: { sent: true } | { sent: false; error: string }, now = new Date()) {
  await db
    .update(approvalNotices)
    .set(outcome.sent ? { sentAt: now, error: null } : { error: outcome.error })
    .where(and(eq(approvalNotices.approvalId, approvalId), eq(approvalNotices.target, target)));
}

/** What was sent about an approval, for tests and the approval's page. */
export async function noticesOf(db: Db, approvalId: string) {
  return db.select().from(approvalNotices).where(eq(approvalNotices.approvalId, approvalId));
}
