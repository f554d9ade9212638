import type { Instrumentation } from "next";

/** Runs once when the server starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { start } = await import("./lib/startup");
    await start();
  }
}

/**
 * Every error a render, route handler, server action or the proxy let through, with the route and
 * the path asked for (not its query, which may hold what someone typed). The digest is the
 * reference the error page shows.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { log } = await import("./lib/log");
  log
    .child({ module: "request" })
    .error(
      { err: error, route: context.routePath, routeType: context.routeType, method: request.method, path: request.path.split("?")[0] },
      "the request failed",
    );
};
