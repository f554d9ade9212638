import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { currentLocale, wordsFor } from "./server-translator";

/** An action's failure with its message and field errors in the reader's language. */
export async function inReadersWords<T>(result: ActionResult<T>): Promise<ActionResult<T>> {
  if (result.ok) return result;
  const locale = await currentLocale();
  const { message, fields } = result.error;
  const words = fields
    ? Object.fromEntries(await Promise.all(Object.entries(fields).map(async ([k, v]) => [k, await wordsFor(v, locale)] as const)))
    : undefined;
  return { ok: false, error: { ...result.error, message: await wordsFor(message, locale), ...(words ? { fields: words } : {}) } };
}
