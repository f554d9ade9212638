import { messageRef } from "@/lib/i18n/message-ref";
import { DESK_CHANNELS } from "@/lib/channels";
import { z } from "@/lib/zod";

/**
 * A desk's webhook URLs as an admin pastes them: Slack's incoming webhooks and Teams' workflows.
 * Isomorphic, so the settings form and its action refuse the same URLs with the same words (message
 * references to errors.alerts.*). The URL is a secret: the page shows it masked once saved.
 */

export type WebhookUrlOptions = {
  /** Also take http://127.0.0.1:<port>/…, for a receiver on this machine (the sandbox and tests only). */
  allowLoopbackHttp?: boolean;
};

export const WEBHOOK_URL_MAX = 2048;

/** Why an alert failed without being posted: its saved URL is one this installation no longer allows (a receiver on this machine, saved while the sandbox's controls were on). */
export const ALERT_URL_NOT_ALLOWED = "url_not_allowed";

const SLACK_HOSTS = new Set(["hooks.slack.com", "hooks.slack-gov.com"]);

/** Slack's incoming webhook: https://hooks.slack.com/services/T…/B…/secret. */
function isSlackUrl(url: URL): boolean {
  return SLACK_HOSTS.has(url.hostname) && /^\/services\/[^/]+\/[^/]+\/[^/]+\/?$/.test(url.pathname);
}

/**
 * A Teams workflow's trigger: Power Automate's newer hosts (…environment.api.powerplatform.com),
 * Logic Apps' (…logic.azure.com/workflows/…), and the retired connectors' (…webhook.office.com).
 */
function isTeamsUrl(url: URL): boolean {
  const host = url.hostname;
  const path = url.pathname;
  if (host.endsWith(".environment.api.powerplatform.com")) return path.length > 1;
  if (host.endsWith(".logic.azure.com")) return path.startsWith("/workflows/") && path.length > "/workflows/".length;
  if (host.endsWith(".webhook.office.com")) return path.length > 1;
  return false;
}

/** http://127.0.0.1 with a port of its own: a test receiver, never a default web server. */
const isLoopbackReceiver = (url: URL) => url.protocol === "http:" && url.hostname === "127.0.0.1" && url.port !== "";

function parsed(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Why a pasted URL will not do, as a message reference; null when it will. */
function urlProblem(value: string, isChannelUrl: (url: URL) => boolean, notChannel: string, options: WebhookUrlOptions): string | null {
  const url = parsed(value);
  if (!url) return messageRef("alerts.urlInvalid");
  if (options.allowLoopbackHttp && isLoopbackReceiver(url)) return null;
  if (url.protocol !== "https:") return messageRef("alerts.urlNotHttps");
  // Credentials or a port of its own: not a URL either service hands out.
  if (url.username || url.password || url.port) return notChannel;
  return isChannelUrl(url) ? null : notChannel;
}

function webhookUrlSchema(isChannelUrl: (url: URL) => boolean, notChannel: string, options: WebhookUrlOptions) {
  return z
    .string()
    .trim()
    .min(1, messageRef("alerts.urlRequired"))
    .max(WEBHOOK_URL_MAX, messageRef("alerts.urlTooLong"))
    .superRefine((value, ctx) => {
      const problem = urlProblem(value, isChannelUrl, notChannel, options);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

export const slackWebhookUrlSchema = (options: WebhookUrlOptions = {}) => webhookUrlSchema(isSlackUrl, messageRef("alerts.slackUrlExpected"), options);

export const teamsWebhookUrlSchema = (options: WebhookUrlOptions = {}) => webhookUrlSchema(isTeamsUrl, messageRef("alerts.teamsUrlExpected"), options);

/** One of the desk's channels, as the Notifications page names it to remove it or test it. */
export const deskChannelSchema = z.object({ channel: z.enum(DESK_CHANNELS) });

/** A desk channel's new URL, checked by that channel's rules. */
export const deskWebhookSchema = (options: WebhookUrlOptions = {}) =>
  z.discriminatedUnion("channel", [
    z.object({ channel: z.literal("slack"), url: slackWebhookUrlSchema(options) }),
    z.object({ channel: z.literal("teams"), url: teamsWebhookUrlSchema(options) }),
  ]);
export type DeskWebhookInput = z.input<ReturnType<typeof deskWebhookSchema>>;

/** Path words every such URL starts with, which tell nothing secret. */
const PUBLIC_FIRST_SEGMENTS = new Set(["services", "workflows", "powerautomate", "webhookb2"]);
/** Fewer characters than this after the host, and even the last four would give too much away. */
const SHOWN_TAIL_MIN_SECRET = 16;

/**
 * A webhook URL as a page may show it: its host, the service's first path word, and the last four
 * characters, e.g. https://hooks.slack.com/services/…/••••WXYZ.
 */
export function maskWebhookUrl(value: string): string {
  const url = parsed(value.trim());
  if (!url) return "••••";
  const first = url.pathname.split("/")[1] ?? "";
  const rest = url.pathname + url.search + url.hash;
  const tail = rest.length >= SHOWN_TAIL_MIN_SECRET ? rest.slice(-4) : "";
  return `${url.protocol}//${url.host}/${PUBLIC_FIRST_SEGMENTS.has(first) ? `${first}/` : ""}…/••••${tail}`;
}
