import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/server-translator";
import { deskAlertFor } from "./desk-alert";
import { TEAMS_LIMITS, teamsPayload } from "./teams";
import { factsFor, sampleAlert } from "./testing";

const es = await translator("es");

describe("teamsPayload", () => {
  it("is a message with one Adaptive Card: the title, the facts, and a button to the fix beside one to the ride", () => {
    const alert = sampleAlert();
    expect(teamsPayload(alert)).toEqual({
      type: "message",
      attachments: [
        {
          contentType: "application/vnd.microsoft.card.adaptive",
          contentUrl: null,
          content: {
            $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
            type: "AdaptiveCard",
            version: "1.4",
            body: [
              { type: "TextBlock", text: alert.title, weight: "Bolder", size: "Medium", wrap: true },
              {
                type: "FactSet",
                facts: [
                  { title: "Guest", value: "Ana Ruiz" },
                  { title: "Pickup", value: "Madrid-Barajas Airport, Terminal 4" },
                ],
              },
            ],
            actions: [
              { type: "Action.OpenUrl", title: "Rebook", url: alert.fix.url, style: "positive" },
              { type: "Action.OpenUrl", title: "Open the ride", url: alert.ride!.url },
            ],
          },
        },
      ],
    });
  });

  it("has one button when the fix is on the ride's page", () => {
    const card = teamsPayload(deskAlertFor(factsFor("uncertain"), es)).attachments[0].content;
    expect(card.actions).toEqual([
      {
        type: "Action.OpenUrl",
        title: "Decidir si se reservó",
        url: "https://desk.example.com/journeys/7c9e6679-7425-40de-944b-e07fc1f90ae7",
        style: "positive",
      },
    ]);
  });

  it("shows names as text: a link's or bold's markup from a guest's name is escaped, not rendered", () => {
    const alert = deskAlertFor(factsFor("no show", { riderName: "[Pay here](https://evil.example) **now** _x_ `y` ~z~ \\" }), es);
    const [title, facts] = teamsPayload({ ...alert, title: "[a](https://b.example)" }).attachments[0].content.body;
    if (title?.type !== "TextBlock" || facts?.type !== "FactSet") throw new Error("a title, then the facts");
    expect(title.text).toBe("\\[a\\](https://b.example)");
    expect(facts.facts.map((f) => f.value)).toContain("\\[Pay here\\](https://evil.example) \\*\\*now\\*\\* \\_x\\_ \\`y\\` \\~z\\~ \\\\");
  });

  it("stays far below Teams' 28 KB with a very long guest name and address", () => {
    const long = "Ñandú 🚕 & <Co> ".repeat(400);
    const alert = deskAlertFor(factsFor("no show", { riderName: long, pickupLabel: long, destinationLabel: long }), es);
    const payload = teamsPayload({ ...alert, title: long });
    const [title, facts] = payload.attachments[0].content.body;
    if (title?.type !== "TextBlock" || facts?.type !== "FactSet") throw new Error("a title, then the facts");
    expect(title.text.length).toBeLessThanOrEqual(TEAMS_LIMITS.title);
    for (const fact of facts.facts) expect(fact.value.length).toBeLessThanOrEqual(TEAMS_LIMITS.factValue);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(14_000);
  });
});
