import { NextResponse, type NextRequest } from "next/server";
import { appSecurityHeaders } from "@/lib/http/app-headers";
import { MAX_PROXIED_BODY_BYTES } from "@/lib/http/body";
import { multipartBoundary, multipartNamesHoldControl } from "@/lib/http/multipart-names";
import { REQUEST_PATH_HEADER, requestPathOf } from "@/lib/request-path";

/** Pages, as opposed to the provider sandbox, Auth.js and API routes, and files with an extension. */
const PAGE = /^\/(?!api\/|sandbox(\/|$)|_next\/)(?!.*\.[a-z0-9]+$)/;

/** The guest's page, /r/<token>. */
const GUEST_PAGE = /^\/r\//;

/** A NUL character, percent-encoded (a raw one never gets past Node's HTTP parser). */
const NUL = /%00/;

const refusal = (status: number, text: string) =>
  new NextResponse(`${text}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

/**
 * Puts the security headers on every page, route handler and public file; and passes the page
 * asked for to server components, so a signed-out visitor sent to sign-in comes back to it. The
 * path header is set on every page request, so a client cannot supply its own. Refuses a body
 * declared larger than a server action takes (next.config.mjs), or sent without a declared length
 * (chunked) and counted past it; a page address holding a NUL character, which no page could look
 * up (route handlers name the field themselves); and an upload whose file's name holds one, which
 * Next's multipart parser would answer with a 500.
 */
export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  if (!request.headers.has("content-length") && request.body) {
    // Counted on a copy, so the upload check below still reads the body.
    return undeclaredBodyTooLarge(request.clone()).then((tooLarge) => (tooLarge ? tooLargeRefusal(request) : checkUpload(request)));
  }
  return checkUpload(request);
}

function tooLargeRefusal(request: NextRequest) {
  void request.body?.cancel().catch(() => undefined);
  return withHeaders(request, refusal(413, `The request body is larger than ${MAX_PROXIED_BODY_BYTES} bytes.`));
}

function checkUpload(request: NextRequest): NextResponse | Promise<NextResponse> {
  // Next's multipart parser answers a control character in a part's name (a file named with a NUL) with a 500: refused here in words.
  if (multipartBoundary(request.headers.get("content-type")) && Number(request.headers.get("content-length") ?? 0) <= MAX_PROXIED_BODY_BYTES) {
    return multipartNamesHoldControl(request).then((held) =>
      held
        ? withHeaders(request, refusal(400, "A file's name in this upload holds a control character (such as NUL). Rename the file and upload it again."))
        : respond(request),
    );
  }
  return respond(request);
}

function respond(request: NextRequest) {
  let response: NextResponse;
  const page = PAGE.test(request.nextUrl.pathname);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_PROXIED_BODY_BYTES) {
    response = refusal(413, `The request body is larger than ${MAX_PROXIED_BODY_BYTES} bytes.`);
  } else if (page && NUL.test(request.nextUrl.pathname + request.nextUrl.search)) {
    response = refusal(400, "The address holds a NUL character (%00), which Ridedesk does not accept.");
  } else if (page) {
    const forwarded = new Headers(request.headers);
    forwarded.set(REQUEST_PATH_HEADER, requestPathOf(request.nextUrl));
    response = NextResponse.next({ request: { headers: forwarded } });
  } else {
    response = NextResponse.next();
  }
  return withHeaders(request, response);
}

function withHeaders(request: NextRequest, response: NextResponse) {
  for (const [name, value] of appSecurityHeaders()) response.headers.set(name, value);
  if (GUEST_PAGE.test(request.nextUrl.pathname)) {
    // The token is in the path: no other site may learn it, and no search engine may keep it.
    response.headers.set("Referrer-Policy", "no-referrer");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  }
  return response;
}

/**
 * Whether a body sent without Content-Length passes the limit. Next hands the proxy its own copy,
 * cut at PROXIED_BODY_HOLD_BYTES (a little over the limit), and the route a copy cut at the same
 * place: cut, a server action would fail to parse it (a 500), so it is counted here instead.
 */
async function undeclaredBodyTooLarge(copy: Request) {
  const reader = copy.body!.getReader();
  for (let count = 0; ;) {
    const { done, value } = await reader.read();
    if (done) return false;
    count += value.byteLength;
    if (count > MAX_PROXIED_BODY_BYTES) {
      // Not awaited: a copy's cancel settles only once the original is cancelled too (the refusal does that).
      void reader.cancel().catch(() => undefined);
      return true;
    }
  }
}

/**
 * Next's hashed build files get their headers from next.config.mjs, without a trip through here.
 * The webhook receiver and the provider sandbox stay out too, since Next reads (and holds) a whole
 * request body before the proxy's answer goes out: they read their bodies themselves, within their
 * own size limits and deadline, and set the security headers themselves (lib/http/app-headers.ts).
 */
export const config = { matcher: ["/((?!_next/static|_next/image|api/webhooks/logistics|api/webhooks/twilio|sandbox/).*)"] };
