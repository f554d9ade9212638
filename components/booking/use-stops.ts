"use client";

import { useState } from "react";
import { reversePlaceAction } from "@/app/(desk)/_actions/places";
import type { StopInput } from "@/lib/booking/schema";
import { canAddStop, moveStop } from "@/lib/booking/stops";
import type { PlaceOption } from "./types";

export const newKey = () => crypto.randomUUID();
const coordinates = ([lat, lng]: readonly number[]) => `${lat!.toFixed(5)}, ${lng!.toFixed(5)}`;
const sameLoc = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/** What a place says about where a stop is: its address as the driver reads it. */
function addressOf(p: PlaceOption): Partial<StopInput> {
  return { label: p.label, addr: p.addr ?? undefined, num: p.num ?? undefined, city: p.city ?? undefined, postal_code: p.postal_code ?? undefined, country: p.country ?? undefined };
}

export function stopFromPlace(p: PlaceOption): StopInput {
  return {
    key: newKey(), loc: p.loc, contacts: [], meetingPoint: null, ...addressOf(p), label: p.label,
    ...(p.saved ? { name: p.name ?? undefined, instr: p.instr ?? undefined } : {}),
  };
}

/**
 * The ride's stops, with the map's ways to change them. A dropped or dragged pin shows its
 * coordinates at once and its address when the geocoder answers; an answer that arrives after the
 * stop moved again, or was removed, is dropped rather than written over the newer place.
 */
export function useStops() {
  const [stops, setStops] = useState<StopInput[]>([]);

  async function describe(key: string, loc: [number, number]) {
    const r = await reversePlaceAction({ loc }).catch(() => null);
    if (!r?.ok || !r.data) return;
    const place = r.data;
    setStops((s) => s.map((x) => (x.key === key && sameLoc(x.loc, loc) ? { ...x, ...addressOf(place), loc } : x)));
  }

  return {
    stops,
    add(place: PlaceOption) {
      setStops((s) => (canAddStop(s.length).ok ? [...s, stopFromPlace(place)] : s));
    },
    drop(loc: [number, number]) {
      if (!canAddStop(stops.length).ok) return;
      const key = newKey();
      setStops((s) => (canAddStop(s.length).ok ? [...s, { key, loc, label: coordinates(loc), contacts: [], meetingPoint: null }] : s));
      void describe(key, loc);
    },
    /** A dragged stop keeps its contacts and instructions; its address and meeting point were for the old place. */
    moveTo(key: string, loc: [number, number]) {
      setStops((s) => s.map((x) => (x.key === key ? { ...x, loc, label: coordinates(loc), addr: undefined, num: undefined, city: undefined, postal_code: undefined, country: undefined, meetingPoint: null } : x)));
      void describe(key, loc);
    },
    reorder: (from: number, to: number) => setStops((s) => moveStop(s, from, to)),
    remove: (key: string) => setStops((s) => s.filter((x) => x.key !== key)),
    update: (key: string, patch: Partial<StopInput>) => setStops((s) => s.map((x) => (x.key === key ? { ...x, ...patch } : x))),
    clear: () => setStops([]),
  };
}
