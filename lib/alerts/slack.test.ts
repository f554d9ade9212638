import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/server-translator";
import { deskAlertFor } from "./desk-alert";
import { escapeMrkdwn, SLACK_LIMITS, slackPayload, type SlackBlock } from "./slack";
import { factsFor, sampleAlert } from "./testing";

const en = await translator("en");
const blockOf = <T extends SlackBlock["type"]>(blocks: SlackBlock[], type: T) => blocks.find((b) => b.type === type) as Extract<SlackBlock, { type: T }>;

describe("slackPayload", () => {
  it("is a header, the ride's facts as fields, and a primary button to the fix beside one to the ride", () => {
    const alert = sampleAlert();
    expect(slackPayload(alert)).toEqual({
      text: "The driver cancelled Ana Ruiz's ride (pickup Monday 23 November, 16:02, Madrid time)",
      blocks: [
        { type: "header", text: { type: "plain_text", text: alert.title, emoji: true } },
        {
          type: "section",
          fields: [
            { type: "mrkdwn", text: "*Guest*\nAna Ruiz" },
            { type: "mrkdwn", text: "*Pickup*\nMadrid-Barajas Airport, Terminal 4" },
          ],
        },
        {
          type: "actions",
          elements: [
            { type: "button", text: { type: "plain_text", text: "Rebook", emoji: true }, url: alert.fix.url, action_id: "fix", style: "primary" },
            { type: "button", text: { type: "plain_text", text: "Open the ride", emoji: true }, url: alert.ride!.url, action_id: "ride" },
          ],
        },
      ],
    });
  });

  it("has one button when the fix is on the ride's page", () => {
    const payload = slackPayload(deskAlertFor(factsFor("not found"), en));
    expect(blockOf(payload.blocks, "actions").elements).toEqual([
      expect.objectContaining({
        text: expect.objectContaining({ text: "Keep searching or rebook" }),
        url: "https://desk.example.com/journeys/7c9e6679-7425-40de-944b-e07fc1f90ae7",
        style: "primary",
      }),
    ]);
  });

  it("escapes &, < and > in mrkdwn, so a name cannot mention the channel or make a link", () => {
    expect(escapeMrkdwn("<!channel> Tom & Jerry <https://x.example|click>")).toBe("&lt;!channel&gt; Tom &amp; Jerry &lt;https://x.example|click&gt;");
    const payload = slackPayload(deskAlertFor(factsFor("no show", { riderName: "<!here> A&B" }), en));
    expect(blockOf(payload.blocks, "section").fields[0]!.text).toBe("*Guest*\n&lt;!here&gt; A&amp;B");
    expect(payload.text).toContain("&lt;!here&gt; A&amp;B");
    expect(payload.text).not.toContain("<!here>");
    // plain_text is shown as written and never parsed for mentions.
    expect(blockOf(payload.blocks, "header").text.text).toContain("<!here> A&B");
  });

  it("keeps within Block Kit's limits with a very long guest name and address", () => {
    const long = "Ñandú 🚕 & <Co> ".repeat(400);
    const alert = deskAlertFor(factsFor("driver cancel", { riderName: long, pickupLabel: long, destinationLabel: long }), en);
    const payload = slackPayload({ ...alert, title: long, fix: { ...alert.fix, label: long } });
    const header = blockOf(payload.blocks, "header");
    expect(header.text.text.length).toBeLessThanOrEqual(SLACK_LIMITS.headerText);
    expect(header.text.text.endsWith("…")).toBe(true);
    for (const field of blockOf(payload.blocks, "section").fields) {
      expect(field.text.length).toBeLessThanOrEqual(SLACK_LIMITS.fieldText);
      // Cut between escapes, never inside one, and never inside a character written with two units.
      expect(field.text).not.toMatch(/&(?!amp;|lt;|gt;)/);
      expect(field.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
    for (const button of blockOf(payload.blocks, "actions").elements) {
      expect(button.text.text.length).toBeLessThanOrEqual(SLACK_LIMITS.buttonText);
      expect(button.url.length).toBeLessThanOrEqual(SLACK_LIMITS.buttonUrl);
    }
    expect(payload.text.length).toBeLessThanOrEqual(SLACK_LIMITS.text);
  });

  it("leaves out a button whose URL is longer than Slack takes, rather than a cut link", () => {
    const payload = slackPayload(sampleAlert({ ride: { label: "Open the ride", url: `https://desk.example.com/${"x".repeat(3000)}` } }));
    expect(blockOf(payload.blocks, "actions").elements.map((b) => b.action_id)).toEqual(["fix"]);
  });
});
