import { clipEscaped } from "./clip";
import type { AlertLink, AlertMessage } from "./desk-alert";

/**
 * An alert as the body a Teams workflow ("When a Teams webhook request is received", then "Post
 * card in a chat or channel") takes: a message whose one attachment is an Adaptive Card with the
 * title, the ride's facts and buttons to the fix and to the ride.
 */

export const ADAPTIVE_CARD_SCHEMA = "http://adaptivecards.io/schemas/adaptive-card.json";
/** Everything this card uses (wrap, FactSet, an action's style) is in 1.4 or earlier. */
export const ADAPTIVE_CARD_VERSION = "1.4";

/** Teams refuses a message over 28 KB: long names and addresses are cut well before that. */
export const TEAMS_LIMITS = { title: 500, factTitle: 100, factValue: 1000 } as const;

type TextBlock = { type: "TextBlock"; text: string; weight: "Bolder"; size: "Medium"; wrap: true };
type FactSet = { type: "FactSet"; facts: { title: string; value: string }[] };
type OpenUrl = { type: "Action.OpenUrl"; title: string; url: string; style?: "positive" };

export type AdaptiveCard = {
  $schema: typeof ADAPTIVE_CARD_SCHEMA;
  type: "AdaptiveCard";
  version: typeof ADAPTIVE_CARD_VERSION;
  body: (TextBlock | FactSet)[];
  actions: OpenUrl[];
};

export type TeamsPayload = {
  type: "message";
  attachments: [{ contentType: "application/vnd.microsoft.card.adaptive"; contentUrl: null; content: AdaptiveCard }];
};

/**
 * A character as a card's Markdown must carry it: Teams reads TextBlocks and facts as Markdown, so
 * a guest named "[Pay here](https://…)" would become a link, and "**x**" bold: a backslash before
 * each character that opens markup keeps it text (what Slack's escapes do for mrkdwn).
 */
const escapeCharacter = (character: string) => (/[\\`*_[\]~]/.test(character) ? `\\${character}` : character);

/** Text as the card shows it, whatever it holds, within `max` units once escaped. */
const text = (value: string, max: number) => clipEscaped(value, max, escapeCharacter);

const openUrl = (link: AlertLink | null, primary: boolean): OpenUrl[] =>
  link ? [{ type: "Action.OpenUrl", title: link.label, url: link.url, ...(primary ? { style: "positive" as const } : {}) }] : [];

export function teamsPayload(alert: AlertMessage): TeamsPayload {
  const body: AdaptiveCard["body"] = [{ type: "TextBlock", text: text(alert.title, TEAMS_LIMITS.title), weight: "Bolder", size: "Medium", wrap: true }];
  if (alert.lines.length > 0) {
    body.push({
      type: "FactSet",
      facts: alert.lines.map((l) => ({ title: text(l.label, TEAMS_LIMITS.factTitle), value: text(l.value, TEAMS_LIMITS.factValue) })),
    });
  }
  const card: AdaptiveCard = {
    $schema: ADAPTIVE_CARD_SCHEMA,
    type: "AdaptiveCard",
    version: ADAPTIVE_CARD_VERSION,
    body,
    actions: [...openUrl(alert.fix, true), ...openUrl(alert.ride, false)],
  };
  return { type: "message", attachments: [{ contentType: "application/vnd.microsoft.card.adaptive", contentUrl: null, content: card }] };
}
