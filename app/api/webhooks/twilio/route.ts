import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { withSecurityHeaders } from "@/lib/http/app-headers";
import { closeIfBodyUnread } from "@/lib/http/body";
import { sendSmsInstead } from "@/lib/notifications/announce";
import { receiveStatusCallback } from "@/lib/messaging/status-callback";
import { withRateLimit } from "@/lib/rate-limit";

/**
 * Twilio's status callbacks for guests' messages. Not a session's surface: Twilio calls it, and signs
 * each call with X-Twilio-Signature (HMAC-SHA1 with the account's auth token), which is checked over
 * the callback URL we gave it. Not proxied (proxy.ts); the headers are set here.
 */
export const POST = withRateLimit("webhook", async (request: Request) => {
  const { twilio, statusCallbackUrl } = env().messaging;
  const answer = await receiveStatusCallback(request, { db, authToken: twilio.authToken, callbackUrl: statusCallbackUrl, smsInstead: sendSmsInstead });
  return closeIfBodyUnread(request, withSecurityHeaders(answer));
});
