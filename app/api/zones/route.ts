import { route } from "@/lib/auth/route";
import { zoneOf } from "@/lib/booking/book";
import { pointQuerySchema } from "@/lib/booking/lookup-schemas";
import type { PointZone } from "@/lib/booking/lookups";

export const dynamic = "force-dynamic";

/** The IANA time zone at a point (the pickup's, for reservations in its local time). */
export const GET = route({ role: "any", query: pointQuerySchema }, async ({ query }): Promise<PointZone> => ({ zone: zoneOf(query) }));
