import type { Limiter } from "./limiter";
import type { Verdict } from "./rules";

/**
 * One request for a guest's page, counted per page and client address, and per address under its
 * higher ceiling: twenty guests' pages open behind one office address each keep their own count, a
 * client reloading one page too often is refused alone, and one asking for many pages (guessing
 * tokens) meets the address's ceiling. The ceiling is counted first, so a refused page still counts there.
 */
export async function consumeGuestPage(limiter: Limiter, token: string, address: string): Promise<Verdict> {
  const ceiling = await limiter.consume("guest-address", address);
  if (!ceiling.ok) return ceiling;
  // Bounded, as the counters' keys are: a token is 32 characters; anything longer is no token.
  return limiter.consume("guest-page", `${token.slice(0, 64)} ${address}`);
}
