import { parseJson } from "../http";
import { createLabel, getLabel, listLabels, updateLabel } from "../labels";
import type { Route } from "../router";
import { getUser, listUsers } from "../users";

/** The company's users and labels. */
export const directoryRoutes: Route[] = [
  { method: "GET", path: "/api/v4/users", run: (c) => listUsers(c.api(), c.query) },
  { method: "GET", path: /^\/api\/v4\/users\/([^/]+)$/, run: (c) => getUser(c.api(), c.params[0]!) },
  { method: "GET", path: "/api/v4/labels", run: (c) => listLabels(c.api(), c.query) },
  {
    method: "POST",
    path: "/api/v4/labels",
    run: async (c) => {
      const ctx = c.api();
      return createLabel(ctx, parseJson(await c.body()));
    },
  },
  {
    method: "PATCH",
    path: "/api/v4/labels",
    run: async (c) => {
      const ctx = c.api();
      return updateLabel(ctx, c.query, parseJson(await c.body()));
    },
  },
  { method: "GET", path: /^\/api\/v4\/labels\/([^/]+)$/, run: (c) => getLabel(c.api(), c.params[0]!) },
];
