import { route } from "@/lib/auth/route";
import { readBoard } from "@/lib/journeys/board-read";
import { boardQuerySchema } from "@/lib/journeys/board";

export const dynamic = "force-dynamic";

/** A page of the journeys board: the bookings the signed-in person may see, from our database. */
export const GET = route({ role: "any", query: boardQuerySchema }, ({ query }, ctx) => readBoard(ctx, query));
