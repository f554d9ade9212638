import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";

/** What the journey actions accept from the browser, before any booking is looked at. */

const agent: SessionUser = { id: "3f0c9d7e-1b2a-4c5d-8e9f-0a1b2c3d4e5f", email: "agent@example.com", name: "Agent", role: "agent" };
const logic = vi.hoisted(() => ({
  cancelBookedJourney: vi.fn(async () => ({ state: "rider cancel" })),
  keepSearchingJourney: vi.fn(async () => ({ state: "hire" })),
  dismissAttention: vi.fn(async () => ({ resolution: "noted" })),
  resolveUncertain: vi.fn(async () => ({ journeyId: null })),
}));
vi.mock("@/lib/auth/session", () => ({ currentUser: async () => agent }));
vi.mock("@/lib/auth/config", () => ({ auth: async () => null }));
vi.mock("@/lib/db", () => ({ db: async () => ({}) }));
vi.mock("@/lib/journeys/problems", () => logic);
vi.mock("@/lib/journeys/resolve-uncertain", () => logic);

const { cancelJourneyAction, dismissAttentionAction, keepSearchingAction, resolveUncertainAction } = await import("./actions");

const bookingId = "6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
beforeEach(() => {
  for (const f of Object.values(logic)) f.mockClear();
});

describe("journey actions' input", () => {
  it("takes a booking id and nothing else", async () => {
    expect(await cancelJourneyAction({ bookingId })).toEqual({ ok: true, data: { state: "rider cancel" } });
    expect(await keepSearchingAction({ bookingId })).toEqual({ ok: true, data: { state: "hire" } });
    expect(await cancelJourneyAction({ bookingId: "42" })).toMatchObject({ ok: false, error: { code: "invalid", fields: { bookingId: expect.any(String) } } });
    // @ts-expect-error: an extra field is refused, not ignored
    expect(await keepSearchingAction({ bookingId, journeyId: "x" })).toMatchObject({ ok: false, error: { code: "invalid" } });
    expect(logic.cancelBookedJourney).toHaveBeenCalledTimes(1);
    expect(logic.keepSearchingJourney).toHaveBeenCalledTimes(1);
  });

  it("resolves an uncertain booking as not booked, or as booked with a journey id as the provider's panel shows it", async () => {
    await resolveUncertainAction({ bookingId, outcome: "not booked" });
    expect(logic.resolveUncertain).toHaveBeenLastCalledWith(expect.anything(), bookingId, { outcome: "not booked" });
    await resolveUncertainAction({ bookingId, outcome: "booked", journeyId: "  0F8D2C1A-1111-4C3B-9D2E-5A6B7C8D9E0F " });
    expect(logic.resolveUncertain).toHaveBeenLastCalledWith(expect.anything(), bookingId, {
      outcome: "booked",
      journeyId: "0f8d2c1a-1111-4c3b-9d2e-5a6b7c8d9e0f",
    });

    const badId = await resolveUncertainAction({ bookingId, outcome: "booked", journeyId: "journey 12" });
    expect(badId).toMatchObject({ ok: false, error: { code: "invalid", fields: { journeyId: expect.stringMatching(/provider's panel/) } } });
    // @ts-expect-error: booked needs the journey id
    expect(await resolveUncertainAction({ bookingId, outcome: "booked" })).toMatchObject({ ok: false, error: { code: "invalid" } });
    // @ts-expect-error: no third way
    expect(await resolveUncertainAction({ bookingId, outcome: "maybe" })).toMatchObject({ ok: false, error: { code: "invalid" } });
    expect(logic.resolveUncertain).toHaveBeenCalledTimes(2);
  });

  it("keeps a note of up to 500 characters, trimmed; an empty one is no note", async () => {
    await dismissAttentionAction({ bookingId, note: "  Took a taxi  " });
    expect(logic.dismissAttention).toHaveBeenLastCalledWith(expect.anything(), bookingId, "Took a taxi");
    await dismissAttentionAction({ bookingId, note: "   " });
    expect(logic.dismissAttention).toHaveBeenLastCalledWith(expect.anything(), bookingId, null);
    await dismissAttentionAction({ bookingId });
    expect(logic.dismissAttention).toHaveBeenLastCalledWith(expect.anything(), bookingId, null);
    expect(await dismissAttentionAction({ bookingId, note: "x".repeat(501) })).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { note: "Keep the note to 500 characters or fewer." } },
    });
    expect(logic.dismissAttention).toHaveBeenCalledTimes(3);
  });
});
