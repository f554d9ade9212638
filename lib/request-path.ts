/** The request header through which proxy.ts tells server components which page was asked for. */
export const REQUEST_PATH_HEADER = "x-ridedesk-path";

/** Path and query of a page request, without the router's own cache-busting parameter. */
export function requestPathOf(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("_rsc");
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}
