import "server-only";
import { env } from "@/lib/env";

/** Control characters and backslashes: browsers drop or reinterpret them, so a path holding one can lead off-site. */
const UNSAFE = /[\u0000-\u001f\u007f\\\u2028\u2029]/;

/**
 * The page to open after sign-in: `next` when it is a path on this site, "/" otherwise. The
 * path is resolved against the app's own URL and only followed when it stays on that origin;
 * what is returned is the resolved URL re-serialised, never the raw input.
 */
export function sameSitePath(next: unknown, appUrl: string): string {
  if (typeof next !== "string" || next.length > 2000 || !next.startsWith("/") || next.startsWith("//") || UNSAFE.test(next)) return "/";
  let base: URL;
  let url: URL;
  try {
    base = new URL(appUrl);
    url = new URL(next, base);
  } catch {
    return "/";
  }
  if (url.origin !== base.origin) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave "//host" once resolved, which a browser reads as another site.
  return path.startsWith("/") && !path.startsWith("//") ? path : "/";
}

/** `next` checked against APP_URL. */
export const safeNext = (next: unknown) => sameSitePath(next, env().appUrl);
