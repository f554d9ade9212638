/** Wire helpers: how the sandbox answers, in the provider's own error shapes. */

export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "SandboxError";
  }
}

/** A 400 whose message starts with the field it concerns, as the UI shows it next to that field. */
export const badRequest = (field: string, rule: string) => new SandboxError(400, `${field} ${rule}`, field);
export const notFound = (what: string) => new SandboxError(404, `${what} not found`);
export const conflict = (message: string) => new SandboxError(409, message);
export const unauthorized = (message = "Unauthorized") => new SandboxError(401, message);

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

/**
 * Ride-hailing 400s carry `{message}` (the schema) while 401/404/409 carry `{error}` (the examples);
 * the sandbox answers in both shapes so clients are proven to read either. `field` is an extra.
 */
export function errorResponse(error: SandboxError): Response {
  if (error.status === 400) return json({ message: error.message, field: error.field ?? null }, 400);
  if (error.status === 413) return json({ error: "Payload Too Large", message: error.message }, 413);
  return json({ error: error.message }, error.status);
}

/** Parses a JSON body; malformed JSON or a wrong content shape is a 400, never a 500. */
export function parseJson(text: string): unknown {
  if (text.trim() === "") throw new SandboxError(400, "body is required and must be a JSON object", "body");
  try {
    return JSON.parse(text);
  } catch {
    throw new SandboxError(400, "body is not valid JSON", "body");
  }
}

/** Parses an optional JSON body: empty means undefined. */
export function parseOptionalJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new SandboxError(400, "body is not valid JSON", "body");
  }
}
