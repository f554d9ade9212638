import "server-only";
import type { ActionContext } from "@/lib/auth/guard";
import { attentionCount, boardPage, staleJourneys, type Viewer } from "@/lib/db/journeys-board";
import { env } from "@/lib/env";
import { jobRunner } from "@/lib/jobs";
import { dayOf, type BoardFreshness, type BoardPage, type BoardQuery } from "@/lib/journeys/board";

/** A reservation this close to its pickup is read as often as a ride under way. */
const DUE_WITHIN_MS = 20 * 60_000;

/**
 * A journey under way unread for this long means the refresh job is behind: several missed reads
 * (it reads every JOURNEY_POLL_SECONDS), never less than a minute and a half.
 */
export const behindAfterMs = (pollSeconds: number) => Math.max(90_000, pollSeconds * 6_000);

/** One page of the journeys board for the signed-in person, from our database only (never the provider). */
export async function readBoard(ctx: ActionContext, query: BoardQuery, nowMs = Date.now()): Promise<BoardPage> {
  const viewer: Viewer = { id: ctx.user.id, role: ctx.user.role };
  const [page, attention, freshness] = await Promise.all([
    boardPage(ctx.db, viewer, query, nowMs),
    attentionCount(ctx.db, viewer),
    boardFreshness(ctx, viewer, nowMs),
  ]);
  return { ...page, attentionCount: attention, freshness, tz: query.tz, today: dayOf(nowMs, query.tz).today };
}

async function boardFreshness(ctx: ActionContext, viewer: Viewer, nowMs: number): Promise<BoardFreshness> {
  const [runner, stale] = await Promise.all([
    jobRunner(),
    staleJourneys(ctx.db, viewer, { readBefore: new Date(nowMs - behindAfterMs(env().jobs.journeyPollSeconds)), dueBefore: new Date(nowMs + DUE_WITHIN_MS) }),
  ]);
  const oldestReadAt = stale.oldestReadAt?.toISOString() ?? null;
  const state = runner?.status().state ?? "stopped";
  if (state !== "running") {
    return { behind: true, reason: "Ride states are not being updated: the background jobs are not running. States shown may be out of date.", staleJourneys: stale.count, oldestReadAt };
  }
  if (stale.count > 0) {
    const rides = stale.count === 1 ? "1 ride under way has" : `${stale.count} rides under way have`;
    return { behind: true, reason: `Updates are behind: ${rides} not been read from the ride service for a while. States shown may be out of date.`, staleJourneys: stale.count, oldestReadAt };
  }
  return { behind: false, reason: null, staleJourneys: 0, oldestReadAt: null };
}
