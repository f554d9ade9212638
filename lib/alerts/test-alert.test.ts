import { describe, expect, it, vi } from "vitest";
import type { postAlert } from "./post-webhook";
import { sendTestAlert } from "./test-alert";

const context = { locale: "en" as const, companyName: "Acme Travel", appUrl: "https://desk.example.com", now: new Date("2026-03-02T08:00:00Z") };

describe("a test alert", () => {
  it("is posted to the channel's URL in the channel's shape, saying it is a test of a made-up ride", async () => {
    const post = vi.fn<typeof postAlert>(async () => ({ outcome: "sent", status: 202 }));
    const outcome = await sendTestAlert("teams", "https://example.logic.azure.com/workflows/x", { ...context, post });
    expect(outcome).toEqual({ outcome: "sent", status: 202 });
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe("https://example.logic.azure.com/workflows/x");
    const text = JSON.stringify(body);
    expect(body).toMatchObject({ type: "message", attachments: [{ contentType: "application/vnd.microsoft.card.adaptive" }] });
    expect(text).toContain("Test from Ridedesk — No driver found for Alex Example (pickup Monday 2 March, 09:30, Madrid time)");
    expect(text).toContain("https://desk.example.com/journeys/example");
  });

  it("answers what the receiver said", async () => {
    const post = vi.fn<typeof postAlert>(async () => ({ outcome: "refused", status: 403, reason: "invalid_token" }));
    expect(await sendTestAlert("slack", "https://hooks.slack.com/services/a/b/c", { ...context, post })).toEqual({
      outcome: "refused",
      status: 403,
      reason: "invalid_token",
    });
    expect(post.mock.calls[0]![1]).toMatchObject({ blocks: [{ type: "header" }, { type: "section" }, { type: "actions" }] });
  });
});
