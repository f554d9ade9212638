import "server-only";
import { provider } from "@/lib/provider";

/** The hub at each stop (null where there is none), asked of the provider side by side. */
export const hubsAt = (locs: [number, number][]) => Promise.all(locs.map(([lat, lng]) => provider().hub(lat, lng)));
