import "server-only";
import type { Http } from "./http";
import * as s from "./sales-schemas";

const enc = encodeURIComponent;

/** The provider's sales: what it invoiced, tax included, and its rectifications. */
export function sales(http: Http) {
  return {
    /** A journey's sales, a bare array: empty until the journey is terminated. */
    journeySales: (journeyId: string) =>
      http.call({ operation: "journey sales", method: "GET", path: `/api/v4/journey/${enc(journeyId)}/sales`, schema: s.journeySales }),

    /** One page of the company's sales in a period and currency. */
    sales: (query: s.SalesQuery) => http.call({ operation: "sales", method: "GET", path: "/api/v4/sales", query, schema: s.expense }),

    /** One page of the sales whose requester is a user (the path's "user" is singular). */
    userSales: (userId: string, query: s.SalesQuery) =>
      http.call({ operation: "user sales", method: "GET", path: `/api/v4/user/${enc(userId)}/sales`, query, schema: s.expense }),
  };
}
