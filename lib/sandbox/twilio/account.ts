import { createHash, timingSafeEqual } from "node:crypto";
import { TwilioApiError } from "./wire";

/** The sandbox's Twilio account: credentials the app can send with HTTP Basic, as to Twilio's API. */
export type TwilioAccount = { accountSid: string; authToken: string };

/**
 * Derived from the sandbox's client secret exactly as the app's configuration derives the
 * account it sends (lib/env.ts), so both agree without the secret being written down twice.
 */
export function twilioAccountFor(clientSecret: string): TwilioAccount {
  const hash = (what: string) => createHash("sha256").update(`${what}:${clientSecret}`).digest("hex").slice(0, 32);
  return { accountSid: `AC${hash("twilio-account")}`, authToken: hash("twilio-token") };
}

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Checks HTTP Basic AccountSid:AuthToken (401, code 20003, otherwise), then that the path names
 * that account: another account's resources are 404 (20404), as Twilio answers.
 */
export function authenticateTwilio(request: Request, account: TwilioAccount, pathAccountSid: string, path: string): void {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  const [sid, ...token] = basic ? Buffer.from(basic[1]!, "base64").toString("utf8").split(":") : [];
  if (sid !== account.accountSid || !same(token.join(":"), account.authToken)) throw new TwilioApiError(401, 20003, "Authenticate");
  if (pathAccountSid !== account.accountSid) throw new TwilioApiError(404, 20404, `The requested resource ${path} was not found`);
}
