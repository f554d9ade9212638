import { describe, expect, it } from "vitest";
import english from "@/lib/i18n/messages/en/parcels.json";
import { eventSource, eventWord, nothingToDo, parcelOperations, parcelStatusWord, proofCodeShows, refusedOperation, type StatusShown } from "./format";

/** What an English reader sees for a status: its words, or the provider's spelling of a state the desk does not know. */
const inEnglish = (shown: StatusShown) => ("word" in shown ? english.status[shown.word] : shown.asGiven);
/** Why nothing is left to do, in English. */
const nothingToDoText = (p: Parameters<typeof nothingToDo>[0]) => {
  const code = nothingToDo(p);
  return code && english.nothingToDo[code];
};

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
    expect(parcelOperations({ ...held, state: "qualifiedforpickup", requested: "cancel" })).toEqual({
      ship: false,
      estimate: false,
      cancel: false,
      delete: false,
    });
  });

  it("lets a refused creation be deleted, and nothing be done to one still being created", () => {
    expect(parcelOperations({ status: "failed", providerId: null, requested: null, state: null })).toEqual({
      ship: false,
      estimate: false,
      cancel: false,
      delete: true,
    });
    expect(parcelOperations({ status: "creating", providerId: null, requested: null, state: null })).toEqual({
      ship: false,
      estimate: false,
      cancel: false,
      delete: false,
    });
  });
});

describe("texts", () => {
  it("says requested, never done", () => {
    expect(english.requested).toEqual({ ship: "Requested: shipping…", cancel: "Requested: cancelling…", delete: "Requested: deleting…" });
  });

  it("reads our record's status before the provider's state", () => {
    expect(inEnglish(parcelStatusWord({ status: "creating", state: null }))).toBe("Being created");
    expect(inEnglish(parcelStatusWord({ status: "failed", state: null }))).toBe("Not created");
    expect(inEnglish(parcelStatusWord({ status: "deleted", state: "ready" }))).toBe("Deleted");
    expect(inEnglish(parcelStatusWord({ status: "created", state: null }))).toBe("Ready to ship");
    expect(inEnglish(parcelStatusWord({ status: "created", state: "delivered" }))).toBe("Delivered");
  });

  it("shows a state it does not know as the provider spells it", () => {
    expect(parcelStatusWord({ status: "created", state: "teleporting" })).toEqual({ asGiven: "teleporting" });
    expect(eventWord("teleporting")).toEqual({ asGiven: "teleporting" });
    expect(inEnglish(eventWord("deleted"))).toBe("Deleted");
    expect(inEnglish(eventWord("qualifiedforpickup"))).toBe("Finding a courier");
  });

  it("tells a step no notification came for, but not creation or deletion, which none announces", () => {
    expect(eventSource({ source: "webhook", state: "intransit" })).toEqual({ source: "notified", noNotification: false });
    expect(eventSource({ source: "timeline", state: "intransit" })).toEqual({ source: "read", noNotification: true });
    expect(eventSource({ source: "status", state: "delivered" }).source).toBe("read");
    expect(eventSource({ source: "timeline", state: "ready" })).toEqual({ source: "read", noNotification: false });
    expect(eventSource({ source: "status", state: "deleted" }).noNotification).toBe(false);
    expect(english.timeline.source).toEqual({ notified: "notified", read: "read from the provider" });
    expect(english.timeline.noNotification).toMatch(/No notification has come for this step/);
  });

  it("names the operation an error was recorded for, including those recorded in earlier words", () => {
    expect(refusedOperation("proof of delivery")).toBe("proof");
    expect(refusedOperation("reconciliation")).toBe("gone");
    expect(refusedOperation("ship")).toBe("ship");
    expect(refusedOperation("something new")).toBe("other");
    expect(english.operations.refused[refusedOperation("cancellation")]).toBe("The delivery service refused the cancellation");
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
