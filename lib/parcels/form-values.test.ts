import { beforeAll, describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { parcelBatchSchema } from "./draft";
import { emptyParcel, emptyPlace, localDateTimeToRfc3339, toBatchInput, toDraftInput, typedNumber, type ParcelForm } from "./form-values";

beforeAll(() => {
  // Node reads TZ again when it changes: the desk's browser is in Madrid here.
  process.env.TZ = "Europe/Madrid";
});

const SAVED = [{ id: "p1", name: "Head office", lat: 40.4168, lng: -3.7038, addr: "Gran Vía 1" }];

function filled(): ParcelForm {
  const f = emptyParcel();
  f.description = "Visitor badge for Ana";
  f.pickup = { ...emptyPlace("address"), addr: "Calle de Alcalá 50, Madrid", contactName: "Reception", contactPhone: "600 111 222" };
  f.dropoff = { ...emptyPlace("coordinates"), loc: { lat: "40.4530", lon: "-3.6883" }, contactName: "Ana", contactPhone: "+44 20 7946 0958" };
  return f;
}

describe("localDateTimeToRfc3339", () => {
  it("keeps the wall-clock time and adds the zone's offset at that date, winter and summer", () => {
    expect(localDateTimeToRfc3339("2026-11-24T10:30")).toBe("2026-11-24T10:30:00+01:00");
    expect(localDateTimeToRfc3339("2026-07-01T08:05")).toBe("2026-07-01T08:05:00+02:00");
    expect(Date.parse(localDateTimeToRfc3339("2026-11-24T10:30")!)).toBe(Date.UTC(2026, 10, 24, 9, 30));
  });

  it("leaves empty as null and nonsense as typed, for the schema to refuse", () => {
    expect(localDateTimeToRfc3339("  ")).toBeNull();
    expect(localDateTimeToRfc3339("tomorrow")).toBe("tomorrow");
  });
});

describe("typedNumber", () => {
  it("reads decimal commas, leaves empty undefined and garbage NaN", () => {
    expect(typedNumber(" 40,45 ")).toBe(40.45);
    expect(typedNumber("")).toBeUndefined();
    expect(typedNumber("abc")).toBeNaN();
  });
});

describe("toDraftInput", () => {
  it("sends exactly one way of naming each place, and the schema accepts it", () => {
    const draft = toDraftInput(filled(), SAVED);
    expect(draft.pickup).toMatchObject({ kind: "address", addr: "Calle de Alcalá 50, Madrid", label: "Calle de Alcalá 50, Madrid" });
    expect(draft.pickup).not.toHaveProperty("loc");
    expect(draft.dropoff).toMatchObject({ kind: "coordinates", loc: { lat: 40.453, lon: -3.6883 } });
    const parsed = parcelBatchSchema.parse({ parcels: [draft] });
    expect(parsed.parcels[0]!.pickup.contactPhone).toBe("+34600111222");
    expect(parsed.parcels[0]).toMatchObject({ dimensions: null, weightGrams: null, deliveryFrom: null, deliveryTo: null });
  });

  it("sends a saved place by its coordinates, named as saved", () => {
    const f = filled();
    f.pickup = { ...f.pickup, kind: "place", placeId: "p1" };
    expect(toDraftInput(f, SAVED).pickup).toEqual({
      kind: "place",
      label: "Head office",
      loc: { lat: 40.4168, lon: -3.7038 },
      contactName: "Reception",
      contactPhone: "600 111 222",
      instr: "",
    });
  });

  it("asks for the place when none is chosen, under the place's own path", () => {
    const f = filled();
    f.dropoff = { ...f.dropoff, kind: "place", placeId: "" };
    const result = parcelBatchSchema.safeParse(toBatchInput({ parcels: [f] }, SAVED));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join("."))).toContain("parcels.0.dropoff.loc");
  });

  it("converts dimensions, weight and the delivery window; a half-filled size is refused at the missing field", () => {
    const f = filled();
    f.dimensions = { height: "10", length: "30", width: "20" };
    f.weightGrams = "1200";
    f.deliveryFrom = "2026-11-24T10:00";
    f.deliveryTo = "2026-11-24T12:00";
    const parsed = parcelBatchSchema.parse(toBatchInput({ parcels: [f] }, SAVED)).parcels[0]!;
    expect(parsed).toMatchObject({
      dimensions: { height: 10, length: 30, width: 20 },
      weightGrams: 1200,
      deliveryFrom: "2026-11-24T10:00:00+01:00",
      deliveryTo: "2026-11-24T12:00:00+01:00",
    });

    f.dimensions.width = "";
    const refused = parcelBatchSchema.safeParse(toBatchInput({ parcels: [f] }, SAVED));
    expect(refused.error!.issues.map((i) => i.path.join("."))).toEqual(["parcels.0.dimensions.width"]);
  });

  it("puts a bad phone's message under that phone", () => {
    const f = filled();
    f.dropoff.contactPhone = "12";
    const refused = parcelBatchSchema.safeParse(toBatchInput({ parcels: [f] }, SAVED));
    expect(refused.error!.issues.map((i) => ({ path: i.path, message: inEnglish(i.message) }))).toEqual([
      {
        path: ["parcels", 0, "dropoff", "contactPhone"],
        message: expect.stringMatching(/valid phone number, with its country code if it is not Spanish \(e\.g\. \+44 20 7946 0958\)/),
      },
    ]);
  });
});
