import { describe, expect, it } from "vitest";
import { PARCEL_POLL_MS, PARCEL_REQUEST_POLL_MS, parcelIsMoving, parcelPollMs } from "./query-options";

const p = (over: Partial<{ requested: "ship" | "cancel" | "delete" | null; status: "creating" | "created" | "failed" | "deleted"; state: string | null }>) => ({ requested: null, status: "created" as const, state: null, ...over });

describe("polling parcels", () => {
  it("stops when every parcel is settled: waiting to be shipped, finished, refused or deleted", () => {
    expect(parcelPollMs([p({ state: "ready" }), p({ state: "delivered" }), p({ status: "failed" }), p({ status: "deleted", state: "ready" })])).toBe(false);
    expect(parcelPollMs([])).toBe(false);
  });

  it("reads every few seconds while a shipment is under way", () => {
    expect(parcelIsMoving(p({ state: "intransit" }))).toBe(true);
    expect(parcelPollMs([p({ state: "delivered" }), p({ state: "onroutetopickup" })])).toBe(PARCEL_POLL_MS);
  });

  it("reads sooner while a request or a creation waits for its answer", () => {
    expect(parcelPollMs([p({ state: "ready", requested: "ship" })])).toBe(PARCEL_REQUEST_POLL_MS);
    expect(parcelPollMs([p({ status: "creating" })])).toBe(PARCEL_REQUEST_POLL_MS);
    expect(parcelPollMs([p({ state: "requestercancel", requested: "cancel" })])).toBe(PARCEL_REQUEST_POLL_MS);
  });
});
