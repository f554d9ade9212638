/**
 * Errors travel as codes with parameters and are put into words where they are shown, in the
 * reader's language. A message reference is a string, so it fits wherever a message did (zod issues,
 * react-hook-form field errors, ActionError): "$" + a message key in the errors namespace, then its
 * parameters as JSON when it has any.
 *
 *   messageRef("stops.tooFew", { min: 2 })  →  '$stops.tooFew{"min":2}'
 *
 * A string without the "$" is shown as it is: the provider's own words, or a user's input.
 * Isomorphic and free of dependencies, so both schemas and components use it.
 */
export type MessageParams = Record<string, string | number>;

export function messageRef(key: string, params?: MessageParams): string {
  return params && Object.keys(params).length > 0 ? `$${key}${JSON.stringify(params)}` : `$${key}`;
}

export type ParsedMessage = { key: string; params: MessageParams } | { text: string };

export function parseMessage(message: string): ParsedMessage {
  if (!message.startsWith("$")) return { text: message };
  const brace = message.indexOf("{");
  if (brace === -1) return { key: message.slice(1), params: {} };
  try {
    return { key: message.slice(1, brace), params: JSON.parse(message.slice(brace)) as MessageParams };
  } catch {
    return { text: message };
  }
}
