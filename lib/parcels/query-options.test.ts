import { describe, expect, it } from "vitest";
import {
  PARCEL_IDLE_POLL_MS,
  PARCEL_POLL_MS,
  PARCEL_REQUEST_POLL_MS,
  parcelDetailQuery,
  parcelIsMoving,
  parcelIsSettled,
  parcelListQuery,
  parcelPollMs,
} from "./query-options";

type Over = Partial<{
  requested: "ship" | "cancel" | "delete" | null;
  status: "creating" | "created" | "failed" | "deleted";
  state: string | null;
  providerId: string | null;
}>;
const p = (over: Over) => ({ requested: null, status: "created" as const, state: null, providerId: "prov-1", ...over });

describe("polling parcels", () => {
  it("stops only when every parcel has settled: finished or deleted, nothing left to do with it", () => {
    expect(parcelPollMs([p({ state: "delivered" }), p({ state: "requestercancel" }), p({ status: "deleted", state: "ready" })])).toBe(false);
    expect(parcelPollMs([])).toBe(false);
  });

  it("keeps reading a parcel that can still be acted on: another tab may ship, cancel or delete it", () => {
    expect(parcelIsSettled(p({ state: "ready" }))).toBe(false);
    expect(parcelIsSettled(p({ state: null }))).toBe(false);
    expect(parcelIsSettled(p({ status: "failed", providerId: null }))).toBe(false);
    expect(parcelPollMs([p({ state: "ready" }), p({ state: "delivered" })])).toBe(PARCEL_IDLE_POLL_MS);
    expect(parcelPollMs([p({ status: "failed", providerId: null })])).toBe(PARCEL_IDLE_POLL_MS);
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

  it("reads again when the page comes back into view", () => {
    expect(parcelListQuery().refetchOnWindowFocus).toBe(true);
    expect(parcelDetailQuery("p1").refetchOnWindowFocus).toBe(true);
  });
});
