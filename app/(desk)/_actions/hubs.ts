"use server";

import { z } from "zod";
import { action } from "@/lib/auth/guard";
import { locSchema } from "@/lib/booking/schema";
import { MAX_STOPS } from "@/lib/booking/stops";
import { hubsAt } from "@/lib/booking/hubs";

/** The hub at each stop (null where there is none), in one call so lookups do not queue one by one. */
export const hubsAction = action({ role: "any", schema: z.object({ locs: z.array(locSchema).min(1).max(MAX_STOPS) }) }, async ({ locs }) => hubsAt(locs));
