"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { BookingInput, StopInput } from "@/lib/booking/schema";
import { stopAddressOf } from "@/lib/booking/place";
import { canAddStop, moveStop } from "@/lib/booking/stops";
import { pointAddressQuery } from "@/lib/booking/query-options";
import type { PlaceOption } from "./types";

export const newKey = () => crypto.randomUUID();
const coordinates = ([lat, lng]: readonly number[]) => `${lat!.toFixed(5)}, ${lng!.toFixed(5)}`;
const sameLoc = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];
const NO_ADDRESS = { name: undefined, addr: undefined, num: undefined, city: undefined, postal_code: undefined, country: undefined };

export function stopFromPlace(p: PlaceOption): StopInput {
  return { key: newKey(), loc: p.loc, contacts: [], meetingPoint: null, ...stopAddressOf(p), ...(p.saved ? { instr: p.instr ?? undefined } : {}) };
}

/**
 * The ride's stops, kept in the booking form, with the map's ways to change them. A dropped or
 * dragged pin shows its coordinates at once and its address when the geocoder answers; an answer
 * that arrives after the stop moved again, or was removed, is dropped rather than written over the newer place.
 */
export function useStops(form: UseFormReturn<BookingInput>, onChange: () => void) {
  const stops = useWatch({ control: form.control, name: "stops" });
  const queryClient = useQueryClient();

  // Read from the form, not the render: a geocoder answer lands on the stops as they are by then.
  function change(next: (stops: StopInput[]) => StopInput[]) {
    onChange();
    form.setValue("stops", next(form.getValues("stops")), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }

  async function describe(key: string, loc: [number, number]) {
    const place = (await queryClient.fetchQuery(pointAddressQuery(loc)).catch(() => null))?.place;
    if (!place) return;
    change((s) => s.map((x) => (x.key === key && sameLoc(x.loc, loc) ? { ...x, ...stopAddressOf(place), loc } : x)));
  }

  return {
    stops,
    add(place: PlaceOption) {
      change((s) => (canAddStop(s.length).ok ? [...s, stopFromPlace(place)] : s));
    },
    drop(loc: [number, number]) {
      if (!canAddStop(form.getValues("stops").length).ok) return;
      const key = newKey();
      change((s) => [...s, { key, loc, label: coordinates(loc), contacts: [], meetingPoint: null }]);
      void describe(key, loc);
    },
    /** A dragged stop keeps its contacts and instructions; its address, name and meeting point were for the old place. */
    moveTo(key: string, loc: [number, number]) {
      change((s) => s.map((x) => (x.key === key ? { ...x, ...NO_ADDRESS, loc, label: coordinates(loc), meetingPoint: null } : x)));
      void describe(key, loc);
    },
    reorder: (from: number, to: number) => change((s) => moveStop(s, from, to)),
    remove: (key: string) => change((s) => s.filter((x) => x.key !== key)),
    update: (key: string, patch: Partial<StopInput>) => change((s) => s.map((x) => (x.key === key ? { ...x, ...patch } : x))),
  };
}
