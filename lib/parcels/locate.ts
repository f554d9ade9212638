import "server-only";
import { log } from "@/lib/log";
import { ActionError } from "@/lib/action-result";
import { messageRef } from "@/lib/i18n/message-ref";
import type { Db } from "@/lib/db";
import type { ParcelPlace } from "@/lib/db/schema";
import { searchPlaces } from "@/lib/geocoder";
import type { Logistics } from "@/lib/provider/logistics";
import type { ParcelDraft } from "./draft";
import { accountHubs, type HubOption } from "./hubs";
import { setPickup, type ParcelRow } from "./queries";

/**
 * Where a parcel is picked up, as coordinates: the provider lists shipping types only for a
 * `location` (§4). An address is geocoded when the parcel is made (and again on demand for older
 * parcels); a hub has its own location. What the provider is sent for the parcel itself is unchanged.
 */

const logger = log.child({ module: "parcels" });

export type Point = { lat: number; lon: number };
/** Coordinates for an address, or null when the geocoder finds none or cannot answer. */
export type Geocode = (address: string) => Promise<Point | null>;

/** The app's geocoder: its best match for the address. */
export const appGeocode: Geocode = async (address) => {
  const first = (await searchPlaces(address)).places[0];
  return first ? { lat: first.loc[0], lon: first.loc[1] } : null;
};

async function tryGeocode(geocode: Geocode | undefined, address: string): Promise<Point | null> {
  if (!geocode) return null;
  try {
    return await geocode(address);
  } catch (e) {
    logger.warn({ err: e }, "could not geocode a parcel's pickup");
    return null;
  }
}

const HUB_GONE = messageRef("parcels.hubGone");

/** A draft whose ends may carry coordinates found for them, as recorded. */
export type LocatedDraft = Omit<ParcelDraft, "pickup" | "dropoff"> & { pickup: ParcelPlace; dropoff: ParcelPlace };

/** A hub end named by the account's hub: its address as the label, its location for the map and shipping types. */
function atHub(place: ParcelPlace, hubs: HubOption[]): ParcelPlace | null {
  const hub = hubs.find((h) => h.externalId === place.hubExternalId);
  if (!hub) return null;
  return { ...place, label: hub.address, ...(hub.location ? { loc: hub.location, locFrom: "hub" as const } : {}) };
}

/**
 * Drafts ready to record: hubs checked against the account's (a field error for one it lacks) and
 * pickup addresses geocoded. A geocoder that cannot answer does not stop the parcels being made.
 */
export async function locateDrafts(deps: { logistics: Pick<Logistics, "hubs">; geocode?: Geocode }, drafts: ParcelDraft[]): Promise<LocatedDraft[]> {
  const hubs = drafts.some((d) => d.pickup.kind === "hub" || d.dropoff.kind === "hub") ? await accountHubs(deps.logistics) : [];
  const fields: Record<string, string> = {};
  const found = new Map<string, Point | null>();
  const out: LocatedDraft[] = [];
  for (const [i, d] of drafts.entries()) {
    const ends: { pickup: ParcelPlace; dropoff: ParcelPlace } = { pickup: d.pickup, dropoff: d.dropoff };
    for (const end of ["pickup", "dropoff"] as const) {
      if (ends[end].kind !== "hub") continue;
      const resolved = atHub(ends[end], hubs);
      if (resolved) ends[end] = resolved;
      else fields[`parcels.${i}.${end}.hubExternalId`] = HUB_GONE;
    }
    if (d.pickup.kind === "address" && d.pickup.addr) {
      const addr = d.pickup.addr;
      if (!found.has(addr)) found.set(addr, await tryGeocode(deps.geocode, addr));
      const loc = found.get(addr);
      if (loc) ends.pickup = { ...d.pickup, loc, locFrom: "address" };
    }
    out.push({ ...d, ...ends });
  }
  if (Object.keys(fields).length > 0) throw new ActionError("invalid", messageRef("fieldsNeedAttention"), fields);
  return out;
}

/**
 * The pickup's coordinates for the shipping types: as stored, else found now (a parcel made before
 * pickups were geocoded, or while the geocoder was down) and kept. Says why when there are none.
 */
export async function pickupPoint(deps: { db: Db; logistics: Pick<Logistics, "hubs">; geocode?: Geocode }, row: ParcelRow): Promise<Point> {
  const pickup: ParcelPlace = row.pickup;
  if (pickup.loc) return pickup.loc;
  if (pickup.kind === "hub") {
    const hub = (await accountHubs(deps.logistics)).find((h) => h.externalId === pickup.hubExternalId);
    if (hub?.location) {
      await setPickup(deps.db, row.id, { ...pickup, loc: hub.location, locFrom: "hub" });
      return hub.location;
    }
    throw new ActionError("invalid", messageRef("parcels.hubWithoutLocation"));
  }
  const loc = pickup.addr ? await tryGeocode(deps.geocode, pickup.addr) : null;
  if (loc) {
    await setPickup(deps.db, row.id, { ...pickup, loc, locFrom: "address" });
    return loc;
  }
  throw new ActionError("invalid", messageRef("parcels.addressNotFound", { address: pickup.addr ?? pickup.label }));
}
