import { parseJson } from "../http";
import { createLabel, getLabel, listLabels, updateLabel } from "../labels";
import { recordRequest } from "../request-log";
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
      const text = await c.body();
      // Kept in the request log, so tests can see what the app asked the provider to create.
      recordRequest(ctx, "POST", c.path, text);
      return createLabel(ctx, parseJson(text));
    },
  },
  {
    method: "PATCH",
    path: "/api/v4/labels",
    run: async (c) => {
      const ctx = c.api();
      const text = await c.body();
      recordRequest(ctx, "PATCH", c.path, text);
      return updateLabel(ctx, c.query, parseJson(text));
    },
  },
  { method: "GET", path: /^\/api\/v4\/labels\/([^/]+)$/, run: (c) => getLabel(c.api(), c.params[0]!) },
];
