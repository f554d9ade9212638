import type { ParcelRecord } from "./types";

/**
 * Parcels by account and external_id, so a duplicate check does not grow with the parcels stored.
 * Held beside the state (rebuilt when the parcels object is replaced, as after a load).
 */
type Index = Map<string, string>;
const indexes = new WeakMap<Record<string, ParcelRecord>, Index>();

const key = (clientId: string, externalId: string) => `${clientId}\u0000${externalId}`;

function indexOf(parcels: Record<string, ParcelRecord>): Index {
  let index = indexes.get(parcels);
  if (!index) {
    index = new Map();
    for (const p of Object.values(parcels)) if (p.external_id !== null) index.set(key(p.client_id, p.external_id), p.id);
    indexes.set(parcels, index);
  }
  return index;
}

/** The account's parcel with that external_id, deleted ones included until they are forgotten. */
export function parcelByExternalId(parcels: Record<string, ParcelRecord>, clientId: string, externalId: string): ParcelRecord | undefined {
  const id = indexOf(parcels).get(key(clientId, externalId));
  const parcel = id !== undefined && Object.hasOwn(parcels, id) ? parcels[id] : undefined;
  return parcel && parcel.external_id === externalId && parcel.client_id === clientId ? parcel : undefined;
}

export function indexParcel(parcels: Record<string, ParcelRecord>, p: ParcelRecord, previousExternalId: string | null = null): void {
  const index = indexOf(parcels);
  if (previousExternalId !== null && index.get(key(p.client_id, previousExternalId)) === p.id) index.delete(key(p.client_id, previousExternalId));
  if (p.external_id !== null) index.set(key(p.client_id, p.external_id), p.id);
}

export function unindexParcel(parcels: Record<string, ParcelRecord>, p: ParcelRecord): void {
  if (p.external_id === null) return;
  const index = indexOf(parcels);
  if (index.get(key(p.client_id, p.external_id)) === p.id) index.delete(key(p.client_id, p.external_id));
}
