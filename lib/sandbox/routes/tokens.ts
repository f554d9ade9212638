import { issueToken, revokeToken } from "../auth";
import type { Route } from "../router";

export const TOKEN_PATH = "/auth/api/authorization";

/** The token endpoint: client credentials and refresh grants, and revocation. */
export const tokenRoutes: Route[] = [
  { method: "POST", path: TOKEN_PATH, run: (c) => issueToken(c.request, c.ctx, c.creds, c.tokenTtlSeconds) },
  { method: "DELETE", path: TOKEN_PATH, run: (c) => revokeToken(c.request, c.ctx) },
];
