import { describe, expect, it } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { savedSubscriptions, saveSubscriptions } from "./subscription-queries";
import type { HookView, SubscriptionView } from "./subscription-schemas";

const ours: SubscriptionView = {
  callbackUrl: "https://desk.example/api/webhooks/logistics",
  headers: [{ name: "Authorization", value: "Bearer ••••••••", masked: true }],
  pointsHere: true,
  secretMatches: true,
  parcelIdHeader: null,
  timeoutMs: null,
};

describe.each(TEST_ENGINES)("our copy of the webhook subscriptions on %s", (engine) => {
  const t = useFreshDatabase(engine);

  it("is unread until saved, then holds every hook as last read, replaced whole by the next read", async () => {
    expect(await savedSubscriptions(t.db)).toEqual({ hooks: null, readAt: null });

    const first = new Date("2026-11-28T10:00:00Z");
    const read: HookView[] = [
      { hook: "parcel", subscription: ours },
      { hook: "parcelLocation", subscription: null },
      { hook: "proofCodeGenerated", subscription: { ...ours, parcelIdHeader: "X-Parcel-Id", timeoutMs: 4000 } },
    ];
    await saveSubscriptions(t.db, read, first);
    expect(await savedSubscriptions(t.db)).toEqual({ hooks: read, readAt: first });

    const second = new Date("2026-11-28T11:00:00Z");
    const next: HookView[] = [
      { hook: "parcel", subscription: null },
      { hook: "parcelLocation", subscription: ours },
      { hook: "proofCodeGenerated", subscription: null },
    ];
    await saveSubscriptions(t.db, next, second);
    expect(await savedSubscriptions(t.db)).toEqual({ hooks: next, readAt: second });
  });
});
