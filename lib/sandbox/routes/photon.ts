import { reverse, search } from "../photon";
import type { Route } from "../router";

/** A Photon-compatible geocoder over the sandbox's gazetteer. */
export const photonRoutes: Route[] = [
  { method: "GET", path: "/photon/api", run: (c) => search(c.query) },
  { method: "GET", path: "/photon/reverse", run: (c) => reverse(c.query) },
];
