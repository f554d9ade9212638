import "server-only";
import { log } from "@/lib/log";
import type { Db } from "@/lib/db";
import { appendToInbox } from "./queries";
import type { NotificationJob } from "./jobs";
import { groupCommit } from "./inbox";

const logger = log.child({ module: "webhooks" });

/**
 * How the receiver stores a notification: appended to the inbox table with those arriving at the
 * same moment (one insert), then a drain is asked for. A drain request already in flight covers
 * the notifications stored meanwhile: the drain queue keeps one waiting behind the one running.
 */
export function inboxWriter(db: () => Promise<Db>, requestDrain: () => Promise<unknown>) {
  let requesting: Promise<unknown> | null = null;
  const kick = () => {
    requesting ??= requestDrain()
      .catch((e: unknown) => logger.warn({ err: e }, "could not ask for an inbox drain; the schedule will"))
      .finally(() => (requesting = null));
  };
  const write = groupCommit<NotificationJob>(async (items) => {
    await appendToInbox(
      await db(),
      items.map((i) => ({ body: i.body, receivedAt: new Date(i.receivedAt) })),
    );
    kick();
  });
  return write;
}
