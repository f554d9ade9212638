import { distanceM, type LatLng } from "./geo";
import { HUBS } from "./seed/hubs";
import type { SeedHub } from "./seed/types";

/** The hub a point lies in, if any: the nearest one whose radius takes it in. */
export function hubAt(loc: LatLng): SeedHub | undefined {
  let best: { hub: SeedHub; d: number } | undefined;
  for (const hub of HUBS) {
    const d = distanceM([hub.latitude, hub.longitude], loc);
    if (d <= hub.radiusM && (!best || d < best.d)) best = { hub, d };
  }
  return best?.hub;
}

export const hubByLocationId = (id: string) => HUBS.find((h) => h.location_id === id);

/** A hub in the provider's wire shape; image paths become absolute URLs on the serving origin. */
export function hubToWire(hub: SeedHub, origin: string) {
  const url = (p: string | null) => (p ? `${origin}${p}` : null);
  return {
    uid: hub.uid,
    location_id: hub.location_id,
    active: true,
    title: { ...hub.title },
    meeting_points: hub.meeting_points.map((mp) => ({
      uid: mp.uid,
      title: { ...mp.title },
      coordinates: { latitude: mp.latitude, longitude: mp.longitude },
      header_image_url: url(mp.headerImage),
      bottom_image_url: url(mp.bottomImage),
      instructions: mp.steps.map((s) => ({ en: s.en, es: s.es, step_image_url: url(s.image) })),
    })),
  };
}
