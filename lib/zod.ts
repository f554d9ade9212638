import { config, ZodError, type core, type ZodSafeParseResult, type ZodType } from "zod";
import { unstorableText } from "./storable-text";

// Pages run under a CSP without 'unsafe-eval'. Zod's fast path probes `new Function` on its first
// synchronous parse, which the browser reports as a violation even though zod catches it. Rules that
// reach the browser import zod from here, so the setting holds wherever zod loads, and only there.
if (typeof window !== "undefined") config({ jitless: true });

export * from "zod";

/**
 * `schema.safeParse(input)`, refusing text PostgreSQL cannot store (a NUL character or a lone
 * surrogate anywhere: lib/storable-text.ts) with an issue at its field, whatever the schema says: every action, route
 * handler and public form parses through this, so no schema has to remember it.
 */
export function safeParseInput<S extends ZodType>(schema: S, input: unknown): ZodSafeParseResult<core.output<S>> {
  const parsed = schema.safeParse(input) as ZodSafeParseResult<core.output<S>>;
  const unstorable = unstorableText(input);
  if (unstorable.length === 0) return parsed;
  const issues: core.$ZodIssue[] = unstorable.map(({ path, message }) => ({ code: "custom", path, message, input: undefined }));
  return { success: false, error: new ZodError([...issues, ...(parsed.success ? [] : parsed.error.issues)]) as ZodError<core.output<S>> };
}
