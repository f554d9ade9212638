import { z } from "zod";

const journeyId = z.uuid();

/** What is wrong with a journey id pasted from the provider's panel, or null when it is one. */
export function journeyIdProblem(input: string): string | null {
  const text = input.trim();
  if (!text) return "Paste the journey id from the provider's panel.";
  return journeyId.safeParse(text.toLowerCase()).success ? null : "A journey id looks like 3f2c9a4e-1b2d-4c3e-8f9a-0b1c2d3e4f5a.";
}
