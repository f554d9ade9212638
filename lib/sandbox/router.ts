import type { Credentials } from "./auth";
import type { Ctx } from "./context";
import { notFound } from "./http";

/** One request as a route sees it. */
export type Call = {
  request: Request;
  /** The path below the sandbox's mount, e.g. "/api/v4/journey". */
  path: string;
  /** The path pattern's captured groups. */
  params: string[];
  query: URLSearchParams;
  /** Everything but the client, for routes open without a token. */
  ctx: Omit<Ctx, "clientId">;
  /** Checks the bearer token (401 otherwise) and names its client. */
  api(): Ctx;
  /** The body as text, at most 1 MB (413 otherwise). */
  body(): Promise<string>;
  creds: Credentials;
  tokenTtlSeconds: number;
};

export type Route = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string | RegExp;
  run(call: Call): Response | Promise<Response>;
};

/** The route for a method and path, with the pattern's groups; 404 when none matches. */
export function match(routes: readonly Route[], method: string, path: string): { route: Route; params: string[] } {
  for (const route of routes) {
    if (route.method !== method) continue;
    if (typeof route.path === "string") {
      if (route.path === path) return { route, params: [] };
      continue;
    }
    const m = route.path.exec(path);
    if (m) return { route, params: m.slice(1) };
  }
  throw notFound(`${method} ${path}`);
}
