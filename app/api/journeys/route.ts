import { route } from "@/lib/auth/route";
import { readBoard } from "@/lib/journeys/board-read";
import { boardQuerySchema } from "@/lib/journeys/board";
import { boardApprovals } from "@/lib/approvals/view-queries";

export const dynamic = "force-dynamic";

/** A page of the journeys board: the bookings the signed-in person may see, from our database. */
export const GET = route({ role: "any", query: boardQuerySchema }, async ({ query }, ctx) => {
  const page = await readBoard(ctx, query);
  // A ride held for approval says who may answer and by when; a declined one, the no's note.
  const held = await boardApprovals(
    ctx.db,
    page.rows.filter((r) => r.status === "awaiting_approval" || r.status === "declined").map((r) => r.id),
  );
  return { ...page, rows: page.rows.map((r) => ({ ...r, approval: held.get(r.id) ?? null })) };
});
