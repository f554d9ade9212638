import { readBodyText } from "../body";
import { json, parseJson } from "../http";
import { recordRequest } from "../request-log";
import type { Call, Route } from "../router";
import { authenticateTwilio } from "../twilio/account";
import { listTemplates, postTemplate } from "../twilio/content";
import { patchTwilio, phoneMessages, postReply, twilioSettings } from "../twilio/control";
import { listMessages } from "../twilio/list";
import { createMessage, getMessage } from "../twilio/messages";
import { phonePage } from "../twilio/phone-page";

/** Twilio's Messaging API, mounted at /twilio below the sandbox: TWILIO_API_URL is $APP_URL/sandbox/twilio. */
export const TWILIO_PREFIX = "/twilio";

const MESSAGES = /^\/twilio\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const MESSAGE = /^\/twilio\/2010-04-01\/Accounts\/([^/]+)\/Messages\/([^/]+)\.json$/;

/** The account the request authenticates as, which must be the one its path names; the path as Twilio knows it. */
function account(c: Call): string {
  const path = c.path.slice(TWILIO_PREFIX.length);
  authenticateTwilio(c.request, c.ctx.twilio.account, decodeURIComponent(c.params[0]!), path);
  return c.ctx.twilio.account.accountSid;
}

export const twilioRoutes: Route[] = [
  {
    method: "POST",
    path: MESSAGES,
    run: async (c) => {
      account(c);
      // Twilio takes form parameters only, whatever the Content-Type says.
      const text = await readBodyText(c.request);
      recordRequest(c.ctx, "POST", c.path, text);
      return createMessage(c.ctx, new URLSearchParams(text));
    },
  },
  { method: "GET", path: MESSAGES, run: (c) => listMessages(c.ctx, account(c), c.query) },
  { method: "GET", path: MESSAGE, run: (c) => (account(c), getMessage(c.ctx, decodeURIComponent(c.params[1]!), c.path.slice(TWILIO_PREFIX.length))) },
];

/** The phones' page: only with the control endpoints on, as what it shows is theirs to see. */
export const phonePageRoutes: Route[] = [{ method: "GET", path: "/messages", run: (c) => phonePage(c.ctx) }];

/** Under /_sandbox/twilio, behind the control endpoints' switch and credentials. */
export const twilioControlRoutes: Route[] = [
  { method: "GET", path: "/_sandbox/twilio", run: (c) => twilioSettings(c.ctx) },
  { method: "PATCH", path: "/_sandbox/twilio", run: async (c) => patchTwilio(c.ctx, parseJson(await c.body())) },
  // Sends the status callbacks due now, without waiting for the sandbox's timer.
  { method: "POST", path: "/_sandbox/twilio/flush", run: async (c) => json(await c.ctx.twilio.flush()) },
  { method: "POST", path: "/_sandbox/twilio/replies", run: async (c) => postReply(c.ctx, parseJson(await c.body())) },
  { method: "GET", path: "/_sandbox/twilio/messages", run: (c) => phoneMessages(c.ctx, c.query) },
  { method: "GET", path: "/_sandbox/twilio/templates", run: (c) => listTemplates(c.ctx) },
  { method: "POST", path: "/_sandbox/twilio/templates", run: async (c) => postTemplate(c.ctx, parseJson(await c.body())) },
];
