import type { ParcelFacts } from "./merge";

type StatusLike = {
  state: string;
  at: Date;
  failure_reason?: string | null;
  tracking?: { tracking_url?: string; location?: { lat: number; lon: number } | null } | null;
  asset?: { reg_plate?: string | null; name: string; color?: string | null; asset_kind?: string | null } | null;
  driver?: { name: string; phone?: string | null; photo_url?: string | null } | null;
};

/** What a status read or a `parcel` notification says, as facts about the parcel. */
export function factsOfStatus(s: StatusLike): ParcelFacts {
  return {
    states: [{ state: s.state, at: s.at }],
    ...(s.driver !== undefined
      ? { driver: s.driver ? { name: s.driver.name, phone: s.driver.phone ?? null, photoUrl: s.driver.photo_url ?? null } : null }
      : {}),
    ...(s.asset !== undefined
      ? { asset: s.asset ? { name: s.asset.name, color: s.asset.color ?? null, regPlate: s.asset.reg_plate ?? null, kind: s.asset.asset_kind ?? null } : null }
      : {}),
    ...(s.tracking?.tracking_url ? { trackingUrl: s.tracking.tracking_url } : {}),
    ...(s.tracking?.location ? { location: { lat: s.tracking.location.lat, lon: s.tracking.location.lon, state: s.state, at: s.at.toISOString() } } : {}),
    ...(s.failure_reason !== undefined ? { failureReason: s.failure_reason ?? null } : {}),
  };
}
