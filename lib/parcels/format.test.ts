import { describe, expect, it } from "vitest";
import { eventSourceText, nothingToDoText, parcelOperations, parcelStatusText, proofCodeShows, requestedText } from "./format";

const held = { status: "created" as "created" | "deleted", providerId: "prov-1", requested: null, state: "ready" as string | null };

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

describe("a parcel with nothing left to do", () => {
  it("says why, for each way a delivery ends, and for a deleted parcel", () => {
    expect(nothingToDoText({ ...held, state: "delivered" })).toMatch(/^Delivered: nothing more to do/);
    expect(nothingToDoText({ ...held, state: "returned" })).toMatch(/came back to the sender/);
    expect(nothingToDoText({ ...held, state: "requestercancel" })).toMatch(/cancelled/);
    expect(nothingToDoText({ ...held, state: "pickupfailed" })).toMatch(/could not collect/);
    expect(nothingToDoText({ ...held, state: "undelivered" })).toMatch(/could not be delivered/);
    expect(nothingToDoText({ ...held, status: "deleted" })).toMatch(/deleted/);
    expect(nothingToDoText({ ...held, state: "intransit" })).toMatch(/can no longer be cancelled/);
  });

  it("says nothing where something can be done, or a request or creation says what happens", () => {
    expect(nothingToDoText(held)).toBeNull();
    expect(nothingToDoText({ ...held, state: "onroutetopickup" })).toBeNull();
    expect(nothingToDoText({ ...held, requested: "ship" })).toBeNull();
    expect(nothingToDoText({ status: "creating", providerId: null, requested: null, state: null })).toBeNull();
    expect(nothingToDoText({ status: "failed", providerId: null, requested: null, state: null })).toBeNull();
  });
});

describe("the proof-of-delivery code", () => {
  const code = (state: string | null, proofCode: string | null, status: "created" | "deleted" = "created") => proofCodeShows({ status, state, proofCode });

  it("is shown large only while the recipient may still be asked for it", () => {
    expect(code("intransit", "4821")).toBe("banner");
    expect(code("delivering", "4821")).toBe("banner");
    expect(code("delivered", "4821")).toBe("detail");
    expect(code("returning", "4821")).toBe("detail");
    expect(code("returned", "4821")).toBe("detail");
  });

  it("is said to be missing once the courier has the parcel and no code came", () => {
    expect(code("intransit", null)).toBe("missing");
    expect(code("delivering", null)).toBe("missing");
    expect(code("onroutetopickup", null)).toBeNull();
    expect(code("delivered", null)).toBeNull();
    expect(code("returning", null)).toBeNull();
    expect(code(null, null)).toBeNull();
  });
});
