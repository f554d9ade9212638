/** A GET to one of the app's own route handlers that did not answer 2xx, with its message for people. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** Reads JSON from one of the app's routes; failures carry the route's own message. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { Accept: "application/json" }, cache: "no-store" });
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!response.ok) throw new HttpError(response.status, body?.error?.message ?? `The server answered ${response.status}.`);
  return body as T;
}

/** Retry a failed read a few times, but never one the server refused for who is asking or what. */
export const retryUnlessRefused = (failures: number, error: unknown) =>
  !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failures < 3;
