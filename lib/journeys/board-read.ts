import "server-only";
import type { ActionContext } from "@/lib/auth/guard";
import { boardCounts, boardPage, type Viewer } from "./board-queries";
import { env } from "@/lib/env";
import { jobRunner } from "@/lib/jobs";
import { dayOf, type BoardPage, type BoardQuery } from "./board";
import { behindWindow, boardFreshness } from "./board-freshness";

/** One page of the journeys board for the signed-in person, from our database only (never the provider). */
export async function readBoard(ctx: ActionContext, query: BoardQuery, nowMs = Date.now()): Promise<BoardPage> {
  const viewer: Viewer = { id: ctx.user.id, role: ctx.user.role };
  const [page, counts, runner] = await Promise.all([
    boardPage(ctx.db, viewer, query, nowMs),
    boardCounts(ctx.db, viewer, behindWindow(nowMs, { activeSeconds: env().jobs.journeyPollSeconds, afterDropOffSeconds: env().jobs.journeySettleSeconds })),
    jobRunner(),
  ]);
  return {
    ...page,
    attentionCount: counts.attention,
    freshness: boardFreshness(runner?.status().state ?? "stopped", counts),
    tz: query.tz,
    today: dayOf(nowMs, query.tz).today,
  };
}
