import { describe, expect, it } from "vitest";
import { flatErrors, hasDetailError, isPlaced, stopErrors, unplacedErrors } from "./field-errors";

describe("booking field errors", () => {
  it("places every field the form shows, including a contact's inner fields", () => {
    for (const f of [
      "stops.0.label",
      "stops.2.contacts.1.mobile",
      "stops.1.meetingPoint.name",
      "stops.0.postal_code",
      "rider.mobile",
      "rider.id",
      "when.time",
      "labelSlug",
      "message",
      "requesterId",
    ]) {
      expect(isPlaced(f), f).toBe(true);
    }
  });

  it("leaves the rest to the alert", () => {
    expect(unplacedErrors({ stops: "Add at least 2 stops", estimate: "Choose a ride.", reason: "x" })).toEqual([
      ["stops", "Add at least 2 stops"],
      ["estimate", "Choose a ride."],
    ]);
  });

  it("gives each stop its own errors, and opens the details only for detail fields", () => {
    const e = stopErrors({ "stops.1.contacts.0.mobile": "Bad number", "stops.1.label": "Outside", "stops.10.addr": "Too long" }, 1);
    expect(e).toEqual({ "contacts.0.mobile": "Bad number", label: "Outside" });
    expect(hasDetailError(e)).toBe(true);
    expect(hasDetailError({ label: "Outside", "meetingPoint.name": "x" })).toBe(false);
  });

  it("reads the form's nested errors by dotted path, list errors included", () => {
    const stops: unknown[] = [];
    stops[1] = {
      label: { type: "custom", message: "Same place as the pickup" },
      contacts: [{ mobile: { type: "custom", message: "Bad number", ref: { name: "x" } } }],
    };
    const errors = {
      rider: { mobile: { type: "custom", message: "Enter the guest's mobile number" } },
      stops: Object.assign(stops, { root: { type: "too_small", message: "Add at least 2 stops" } }),
      estimate: { productId: { type: "too_small", message: "Choose a ride." } },
    };
    expect(flatErrors(errors)).toEqual({
      "rider.mobile": "Enter the guest's mobile number",
      "stops.1.label": "Same place as the pickup",
      "stops.1.contacts.0.mobile": "Bad number",
      stops: "Add at least 2 stops",
      "estimate.productId": "Choose a ride.",
    });
    expect(flatErrors(undefined)).toEqual({});
  });
});
