import { createHmac } from "node:crypto";

/**
 * X-Twilio-Signature as Twilio computes it: HMAC-SHA1 with the auth token over the URL and each
 * parameter's name and value, sorted by name, in base64. The sandbox signs with code of its own
 * (it shares none with the app); the app's checker is proven against it in lib/messaging.
 */
export function signTwilio(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}
