import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { subscribeSchema } from "./subscription-schemas";

const valid = { hook: "parcel", callbackUrl: "https://desk.example.com/api/webhooks/logistics", parcelIdHeader: "X-Parcel-Id", timeoutMs: 5000 };
const errorsOf = (input: Record<string, unknown>) => {
  const r = subscribeSchema.safeParse({ ...valid, ...input });
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), inEnglish(i.message)]));
};

describe("the subscription form's schema", () => {
  it("takes a hook, an http(s) URL, an optional header name and an optional timeout", () => {
    expect(errorsOf({})).toBeNull();
    expect(errorsOf({ parcelIdHeader: null, timeoutMs: null })).toBeNull();
    expect(subscribeSchema.parse({ ...valid, callbackUrl: "  http://127.0.0.1:3000/x  " }).callbackUrl).toBe("http://127.0.0.1:3000/x");
  });

  it("refuses other hooks and URLs that are not http(s), leaving publicness to the provider", () => {
    expect(errorsOf({ hook: "journey" })).toEqual({ hook: "Choose one of the three events." });
    for (const callbackUrl of ["", "desk.example.com/hook", "ftp://desk.example.com/hook", "javascript:alert(1)"])
      expect(errorsOf({ callbackUrl }), callbackUrl).toHaveProperty("callbackUrl");
    expect(errorsOf({ callbackUrl: "http://10.0.0.5/hook" })).toBeNull();
  });

  it("refuses header names that are not tokens, or that Ridedesk or HTTP set", () => {
    for (const parcelIdHeader of ["", "X Parcel", "X-Parcel:", "Authorization", "content-type", "x".repeat(65)])
      expect(errorsOf({ parcelIdHeader }), parcelIdHeader).toHaveProperty("parcelIdHeader");
  });

  it("takes a whole number of milliseconds from 1,000 to 60,000", () => {
    expect(errorsOf({ timeoutMs: 1000 })).toBeNull();
    expect(errorsOf({ timeoutMs: 60_000 })).toBeNull();
    for (const timeoutMs of [999, 60_001, 1500.5, Number.NaN]) expect(errorsOf({ timeoutMs }), String(timeoutMs)).toHaveProperty("timeoutMs");
  });

  it("refuses fields it does not know", () => {
    expect(errorsOf({ headers: [{ name: "Authorization", value: "Bearer x" }] })).not.toBeNull();
  });
});
