import { describe, expect, it } from "vitest";
import { eventSourceText, parcelOperations, parcelStatusText, requestedText } from "./format";

const held = { status: "created" as const, providerId: "prov-1", requested: null, state: "ready" };

describe("parcelOperations", () => {
  it("offers estimate, ship and delete before shipping, and no cancel", () => {
    expect(parcelOperations(held)).toEqual({ ship: true, estimate: true, cancel: false, delete: true });
    expect(parcelOperations({ ...held, state: null })).toEqual({ ship: true, estimate: true, cancel: false, delete: true });
  });

  it("offers cancel only before pickup, and nothing once picked up or finished", () => {
    expect(parcelOperations({ ...held, state: "onroutetopickup" })).toEqual({ ship: false, estimate: false, cancel: true, delete: false });
    expect(parcelOperations({ ...held, state: "intransit" })).toEqual({ ship: false, estimate: false, cancel: false, delete: false });
    expect(parcelOperations({ ...held, state: "delivered" })).toEqual({ ship: false, estimate: false, cancel: false, delete: false });
  });

  it("offers nothing while a request waits for the state to move", () => {
    expect(parcelOperations({ ...held, requested: "ship" })).toEqual({ ship: false, estimate: false, cancel: false, delete: false });
    expect(parcelOperations({ ...held, state: "qualifiedforpickup", requested: "cancel" })).toEqual({ ship: false, estimate: false, cancel: false, delete: false });
  });

  it("lets a refused creation be deleted, and nothing be done to one still being created", () => {
    expect(parcelOperations({ status: "failed", providerId: null, requested: null, state: null })).toEqual({ ship: false, estimate: false, cancel: false, delete: true });
    expect(parcelOperations({ status: "creating", providerId: null, requested: null, state: null })).toEqual({ ship: false, estimate: false, cancel: false, delete: false });
  });
});

describe("texts", () => {
  it("says requested, never done", () => {
    expect(requestedText("ship")).toBe("Requested: shipping…");
    expect(requestedText("cancel")).toBe("Requested: cancelling…");
    expect(requestedText("delete")).toBe("Requested: deleting…");
    expect(requestedText(null)).toBeNull();
  });

  it("reads our record's status before the provider's state", () => {
    expect(parcelStatusText({ status: "creating", state: null })).toBe("Being created");
    expect(parcelStatusText({ status: "failed", state: null })).toBe("Not created");
    expect(parcelStatusText({ status: "created", state: null })).toBe("Ready to ship");
    expect(parcelStatusText({ status: "created", state: "delivered" })).toBe("Delivered");
  });

  it("tells a step no notification came for, but not creation or deletion, which none announces", () => {
    expect(eventSourceText({ source: "webhook", state: "intransit" })).toEqual({ label: "notified", note: null });
    expect(eventSourceText({ source: "timeline", state: "intransit" }).note).toMatch(/No notification has come for this step/);
    expect(eventSourceText({ source: "status", state: "delivered" }).label).toBe("read from the provider");
    expect(eventSourceText({ source: "timeline", state: "ready" })).toEqual({ label: "read from the provider", note: null });
    expect(eventSourceText({ source: "status", state: "deleted" }).note).toBeNull();
  });
});
