import "server-only";
import { INTL_TAG, type Locale } from "@/lib/locales";
import { messageRef } from "@/lib/i18n/message-ref";
import type { SignInOutcome } from "./credentials";
import { LOCK_MS } from "./lockout";

type Refusal = Exclude<SignInOutcome, { ok: true }>;
/** Its message is a message reference (lib/i18n/message-ref.ts), put into the reader's words where it is shown. */
export type SignInFailure = { code: "invalid" | "locked"; message: string };

/** A refusal as a short code, the only thing Auth.js carries from authorize() back to the action. */
export function refusalCode(r: Refusal): string {
  if (r.reason === "locked") return `locked-${r.scope}-${r.until.getTime()}`;
  return r.slowed ? `slowed-${r.left}` : "invalid";
}

/** The clock time a lock ends, in UTC (the server knows no other zone of the person's), written the reader's way. */
const timeOf = (d: Date, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_TAG[locale], { hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }).format(d);

/** What the person is told for a refusal code, for a reader of that language. Known and unknown emails get the same words. */
export function refusalMessage(code: string | undefined, locale: Locale, now = new Date()): SignInFailure {
  const locked = /^locked-(account|address)-(\d+)$/.exec(code ?? "");
  if (locked) {
    const until = new Date(Number(locked[2]));
    const params = { minutes: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)), until: timeOf(until, locale) };
    return { code: "locked", message: messageRef(locked[1] === "account" ? "signIn.lockedAccount" : "signIn.lockedNetwork", params) };
  }
  const slowed = /^slowed-(\d+)$/.exec(code ?? "");
  if (slowed) return { code: "invalid", message: messageRef("signIn.slowed", { left: Number(slowed[1]), lockMinutes: LOCK_MS / 60_000 }) };
  return { code: "invalid", message: messageRef("signIn.mismatch") };
}
