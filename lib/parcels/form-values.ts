import type { ParcelDraftInput, ParcelPlaceInput } from "./draft";

/**
 * The create form holds what the agent typed, as text; these turn it into the draft the shared
 * schema checks. Field names mirror the draft's paths (pickup.loc.lat, dimensions.height…), so the
 * schema's messages land under the fields that caused them.
 */

export type PlaceKind = ParcelPlaceInput["kind"];
export type SavedPlaceOption = { id: string; name: string; lat: number; lng: number; addr: string | null };

export type PlaceForm = {
  kind: PlaceKind;
  addr: string;
  loc: { lat: string; lon: string };
  placeId: string;
  hubExternalId: string;
  contactName: string;
  contactPhone: string;
  instr: string;
};

export type ParcelForm = {
  description: string;
  pickup: PlaceForm;
  dropoff: PlaceForm;
  dimensions: { height: string; length: string; width: string };
  weightGrams: string;
  /** As a datetime-local input gives it: the browser's local time, no zone. */
  deliveryFrom: string;
  deliveryTo: string;
};

export type BatchForm = { parcels: ParcelForm[] };

export const emptyPlace = (kind: PlaceKind = "address"): PlaceForm => ({
  kind,
  addr: "",
  loc: { lat: "", lon: "" },
  placeId: "",
  hubExternalId: "",
  contactName: "",
  contactPhone: "",
  instr: "",
});

export const emptyParcel = (pickup: PlaceForm = emptyPlace()): ParcelForm => ({
  description: "",
  pickup: { ...pickup, loc: { ...pickup.loc } },
  dropoff: emptyPlace(),
  dimensions: { height: "", length: "", width: "" },
  weightGrams: "",
  deliveryFrom: "",
  deliveryTo: "",
});

/** A typed number, or undefined when left empty (the schema then says what is missing). Commas count as decimal points. */
export function typedNumber(value: string): number | undefined {
  const v = value.trim().replace(",", ".");
  if (v === "") return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : Number.NaN;
}

const pad = (n: number) => String(Math.trunc(n)).padStart(2, "0");

/**
 * A datetime-local value ("2026-11-24T10:30"), read in the browser's zone, as RFC 3339 with that
 * zone's offset at that moment ("2026-11-24T10:30:00+01:00"). Empty stays null; nonsense stays as
 * typed so the schema refuses it with its own message.
 */
export function localDateTimeToRfc3339(value: string): string | null {
  const v = value.trim();
  if (v === "") return null;
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d))?$/.exec(v);
  if (!m) return v;
  const [, y, mo, d, h, mi, s = "00"] = m;
  const local = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(local.getTime())) return v;
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  const abs = Math.abs(offset);
  // The wall-clock time as the agent typed it, unless it falls in a daylight-saving gap (then as the browser moved it).
  const wall = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`;
  return `${wall}${sign}${pad(abs / 60)}:${pad(abs % 60)}`;
}

const contact = (p: PlaceForm) => ({ contactName: p.contactName, contactPhone: p.contactPhone, instr: p.instr });

/** One end of a parcel as the schema wants it: exactly one of address, coordinates (a saved place's too) or hub. */
export function toPlaceInput(p: PlaceForm, saved: SavedPlaceOption[]): ParcelPlaceInput {
  switch (p.kind) {
    case "address":
      return { kind: "address", label: p.addr.trim() || "Address", addr: p.addr, ...contact(p) };
    case "coordinates": {
      const lat = typedNumber(p.loc.lat);
      const lon = typedNumber(p.loc.lon);
      return { kind: "coordinates", label: `${p.loc.lat.trim()}, ${p.loc.lon.trim()}`, loc: { lat: lat as number, lon: lon as number }, ...contact(p) };
    }
    case "place": {
      const place = saved.find((s) => s.id === p.placeId);
      // No place chosen: no coordinates, and the schema asks for the place under the picker.
      return place
        ? { kind: "place", label: place.name, loc: { lat: place.lat, lon: place.lng }, ...contact(p) }
        : { kind: "place", label: "Saved place", ...contact(p) };
    }
    case "hub":
      return { kind: "hub", label: p.hubExternalId.trim() || "Hub", ...(p.hubExternalId.trim() ? { hubExternalId: p.hubExternalId } : {}), ...contact(p) };
  }
}

export function toDraftInput(f: ParcelForm, saved: SavedPlaceOption[]): ParcelDraftInput {
  const dims = [f.dimensions.height, f.dimensions.length, f.dimensions.width];
  const weight = f.weightGrams.trim();
  return {
    description: f.description,
    pickup: toPlaceInput(f.pickup, saved),
    dropoff: toPlaceInput(f.dropoff, saved),
    dimensions: dims.every((d) => d.trim() === "")
      ? null
      : {
          height: typedNumber(f.dimensions.height) as number,
          length: typedNumber(f.dimensions.length) as number,
          width: typedNumber(f.dimensions.width) as number,
        },
    weightGrams: weight === "" ? null : (typedNumber(weight) as number),
    deliveryFrom: localDateTimeToRfc3339(f.deliveryFrom),
    deliveryTo: localDateTimeToRfc3339(f.deliveryTo),
  };
}

export const toBatchInput = (form: BatchForm, saved: SavedPlaceOption[]) => ({ parcels: form.parcels.map((p) => toDraftInput(p, saved)) });
