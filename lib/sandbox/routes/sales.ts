import type { Route } from "../router";
import { companySales, journeySales, userSales } from "../sales/read";

/** The sales the provider invoiced (provider-api.md §2.10); note the singular "user". */
export const salesRoutes: Route[] = [
  { method: "GET", path: /^\/api\/v4\/journey\/([^/]+)\/sales$/, run: (c) => journeySales(c.api(), c.params[0]!) },
  { method: "GET", path: "/api/v4/sales", run: (c) => companySales(c.api(), c.query) },
  { method: "GET", path: /^\/api\/v4\/user\/([^/]+)\/sales$/, run: (c) => userSales(c.api(), c.params[0]!, c.query) },
];
