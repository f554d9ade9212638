import "server-only";
import type { SignInOutcome } from "./credentials";
import { LOCK_MS } from "./lockout";

type Refusal = Exclude<SignInOutcome, { ok: true }>;
export type SignInFailure = { code: "invalid" | "locked"; message: string };

/** A refusal as a short code, the only thing Auth.js carries from authorize() back to the action. */
export function refusalCode(r: Refusal): string {
  if (r.reason === "locked") return `locked-${r.scope}-${r.until.getTime()}`;
  return r.slowed ? `slowed-${r.left}` : "invalid";
}

const MISMATCH = "That email and password do not match.";
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const timeOf = (d: Date) => d.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }) + " UTC";

/** What the person is told for a refusal code. Known and unknown emails get the same words. */
export function refusalMessage(code: string | undefined, now = new Date()): SignInFailure {
  const locked = /^locked-(account|address)-(\d+)$/.exec(code ?? "");
  if (locked) {
    const until = new Date(Number(locked[2]));
    const minutes = plural(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)), "more minute");
    return locked[1] === "account"
      ? { code: "locked", message: `Too many failed attempts: this account is locked from your network for ${minutes} (until ${timeOf(until)}). Try again then, or ask an admin to unlock it.` }
      : { code: "locked", message: `Too many failed sign-ins from your network: signing in from it is paused for ${minutes} (until ${timeOf(until)}). Try again then.` };
  }
  const slowed = /^slowed-(\d+)$/.exec(code ?? "");
  if (slowed) {
    return {
      code: "invalid",
      message: `${MISMATCH} After repeated failures each try is slowed down, and ${plural(Number(slowed[1]), "more failed attempt")} will lock this account from your network for ${LOCK_MS / 60_000} minutes.`,
    };
  }
  return { code: "invalid", message: `${MISMATCH} Check them and try again.` };
}
