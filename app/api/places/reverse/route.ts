import { route } from "@/lib/auth/route";
import { pointQuerySchema } from "@/lib/booking/lookup-schemas";
import type { PointAddress } from "@/lib/booking/lookups";
import { reversePlace } from "@/lib/geocoder";

export const dynamic = "force-dynamic";

/** The address of a dropped pin, when the geocoder knows one. */
export const GET = route({ role: "any", query: pointQuerySchema }, async ({ query }): Promise<PointAddress> => ({ place: await reversePlace(query) }));
