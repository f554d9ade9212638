import { route } from "@/lib/auth/route";
import { placeSearchQuerySchema } from "@/lib/booking/lookup-schemas";
import { searchDeskPlaces } from "@/lib/booking/place-search";

export const dynamic = "force-dynamic";

/** Address search as the agent types: a GET, so it never waits behind an estimate the page is asking for. */
export const GET = route({ role: "any", query: placeSearchQuerySchema }, ({ query }, ctx) => searchDeskPlaces(ctx.db, query.q, query.near));
