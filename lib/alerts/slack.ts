import { clip, clipEscaped } from "./clip";
import type { AlertLink, AlertMessage } from "./desk-alert";

/**
 * An alert as a Slack incoming webhook's message (Block Kit): a header, the ride's facts as the
 * fields of a section, and buttons to the fix and to the ride. Slack refuses a whole message whose
 * block breaks a limit (invalid_blocks), so every text is cut to fit, never the message dropped.
 */

/** Block Kit's limits for what is sent here (docs.slack.dev, reference/block-kit). */
export const SLACK_LIMITS = { headerText: 150, fieldText: 2000, fields: 10, buttonText: 75, buttonUrl: 3000, text: 3000 } as const;

type PlainText = { type: "plain_text"; text: string; emoji: boolean };
type Mrkdwn = { type: "mrkdwn"; text: string };
type Button = { type: "button"; text: PlainText; url: string; action_id: string; style?: "primary" };
export type SlackBlock = { type: "header"; text: PlainText } | { type: "section"; fields: Mrkdwn[] } | { type: "actions"; elements: Button[] };

export type SlackPayload = {
  /** What notifications and screen readers say; the blocks are what the channel shows. */
  text: string;
  blocks: SlackBlock[];
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** A character as mrkdwn must carry it: &, < and > are Slack's control characters (a guest named "<!channel>" must not call everyone). */
const escapeCharacter = (character: string) => ESCAPES[character] ?? character;

export const escapeMrkdwn = (text: string) => text.replace(/[&<>]/g, escapeCharacter);

const plain = (text: string, max: number): PlainText => ({ type: "plain_text", text: clip(text, max), emoji: true });

function field(label: string, value: string): Mrkdwn {
  const heading = `*${escapeMrkdwn(label)}*\n`;
  return { type: "mrkdwn", text: heading + clipEscaped(value, SLACK_LIMITS.fieldText - heading.length, escapeCharacter) };
}

/** A link button; none for a URL longer than Slack takes (a cut URL would lead nowhere). */
function button(link: AlertLink | null, actionId: string, primary: boolean): Button[] {
  if (!link || link.url.length > SLACK_LIMITS.buttonUrl) return [];
  return [
    { type: "button", text: plain(link.label, SLACK_LIMITS.buttonText), url: link.url, action_id: actionId, ...(primary ? { style: "primary" as const } : {}) },
  ];
}

export function slackPayload(alert: AlertMessage): SlackPayload {
  const blocks: SlackBlock[] = [{ type: "header", text: plain(alert.title, SLACK_LIMITS.headerText) }];
  const fields = alert.lines.slice(0, SLACK_LIMITS.fields).map((line) => field(line.label, line.value));
  if (fields.length > 0) blocks.push({ type: "section", fields });
  const buttons = [...button(alert.fix, "fix", true), ...button(alert.ride, "ride", false)];
  if (buttons.length > 0) blocks.push({ type: "actions", elements: buttons });
  return { text: clipEscaped(alert.title, SLACK_LIMITS.text, escapeCharacter), blocks };
}
