import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { describeForField as describe_, formFieldOf } from "./provider-fields";

/** The form's words as an English reader reads them. */
const describeForField = (...args: Parameters<typeof describe_>) => inEnglish(describe_(...args));

describe("formFieldOf", () => {
  it.each([
    ["stops[0].loc", "stops.0.label"],
    ["stops[3]", "stops.3.label"],
    ["stops[1].contacts[0].mobile_num", "stops.1.contacts"],
    ["stops[1].contact", "stops.1.contacts"],
    ["stops[0].meeting_point.id", "stops.0.meetingPoint"],
    ["stops[0].location_id", "stops.0.meetingPoint"],
    ["stops[2].postal_code", "stops.2.postal_code"],
    ["stops[2].instr", "stops.2.instr"],
    ["rider.mobile", "rider.mobile"],
    ["rider.mobile.mobile_num", "rider.mobile"],
    ["rider.email", "rider.email"],
    ["rider.locale", "rider.language"],
    ["rider.id", "rider.id"],
    ["rider", "rider.name"],
    ["start_at", "when.time"],
    ["label_slug", "labelSlug"],
    ["preferred_driver_id", "preferredDriverId"],
    ["reason", "reason"],
    ["message", "message"],
    ["requester_id", "requesterId"],
    ["product_id", "estimate"],
  ])("%s belongs to %s", (provider, form) => {
    expect(formFieldOf(provider)).toBe(form);
  });

  it("has no place for fields the form does not have", () => {
    expect(formFieldOf(null)).toBeNull();
    expect(formFieldOf("body")).toBeNull();
  });
});

describe("describeForField", () => {
  it("names stops by their role", () => {
    expect(describeForField("stops[0].loc", "stops[0].loc is outside the sandbox's service area", 3)).toBe("The pickup is outside the sandbox's service area.");
    expect(describeForField("stops[2].loc", "stops[2].loc must be 2 numbers", 3)).toBe("The destination must be 2 numbers.");
    expect(describeForField("stops[1]", "stops[1] must have either contact or contacts, not both", 3)).toBe(
      "Stop 2 must have either contact or contacts, not both.",
    );
    expect(describeForField("stops[0].location_id", 'stops[0].location_id "x" is not a hub location', 2)).toBe(
      'The meeting point at the pickup "x" is not a hub location.',
    );
  });

  it("names the other fields in the form's words", () => {
    expect(describeForField("reason", "reason is required by this company's policy", 2)).toBe("The reason is required by this company's policy.");
    expect(describeForField("rider.mobile", "rider.mobile is required for a rider who is not a company user.", 2)).toBe(
      "The guest's mobile is required for a rider who is not a company user.",
    );
    expect(describeForField("rider.mobile.mobile_num", "rider.mobile.mobile_num must be digits", 2)).toBe("The guest's mobile must be digits.");
    expect(describeForField("stops[1].postal_code", "stops[1].postal_code is too long", 3)).toBe("The postal code of stop 2 is too long.");
    expect(describeForField("stops[2].contacts[0].mobile_num", "stops[2].contacts[0].mobile_num is not a mobile", 3)).toBe(
      "The contacts at the destination is not a mobile.",
    );
  });

  it("leaves messages that do not start with their field as they are", () => {
    expect(describeForField("reason", "Reason missing", 2)).toBe("Reason missing.");
    expect(describeForField(null, "something odd", 2)).toBe("Something odd.");
  });
});
