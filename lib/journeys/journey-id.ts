import { messageRef } from "@/lib/i18n/message-ref";

/** The provider's journey ids as its panel shows them: a UUID (the server checks the same shape). */
const JOURNEY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An example of a journey id, as the refusals show one. */
export const JOURNEY_ID_EXAMPLE = "3f2c9a4e-1b2d-4c3e-8f9a-0b1c2d3e4f5a";

/** What is wrong with a journey id pasted from the provider's panel (a message reference), or null when it is one. */
export function journeyIdProblem(input: string): string | null {
  const text = input.trim().toLowerCase();
  if (!text) return messageRef("journeys.journeyIdMissing");
  return JOURNEY_ID.test(text) ? null : messageRef("journeys.journeyIdShape", { example: JOURNEY_ID_EXAMPLE });
}
