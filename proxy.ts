import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_PATH_HEADER, requestPathOf } from "@/lib/request-path";

/**
 * Passes the page asked for to server components, so a signed-out visitor sent to sign-in comes
 * back to it. Set on every request it matches, so a client cannot supply its own.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, requestPathOf(request.nextUrl));
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages only: not the provider sandbox, Auth.js and API routes, Next's assets or files with an extension.
  matcher: ["/((?!api/|sandbox|_next/|.*\\.[a-z0-9]+$).*)"],
};
