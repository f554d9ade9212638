import { liveJson, publicPage } from "../public-page";
import type { Route } from "../router";

/** The rider's tracking page behind public_url, open to anyone with the link. */
export const riderPageRoutes: Route[] = [
  { method: "GET", path: /^\/j\/([\w-]+)$/, run: (c) => publicPage({ ...c.ctx, clientId: "" }, c.params[0]!) },
  { method: "GET", path: /^\/j\/([\w-]+)\/live$/, run: (c) => liveJson({ ...c.ctx, clientId: "" }, c.params[0]!) },
];
