"use client";

import dynamic from "next/dynamic";
import type { BookingMapProps } from "./booking-map";

export type { BookingMapProps, MapMeetingPoint, MapStop } from "./booking-map";

/** The map fills this frame; the skeleton keeps its size so nothing jumps when the map arrives. */
const DEFAULT_FRAME = "h-[28rem] w-full";

function MapSkeleton() {
  return (
    <div
      role="status"
      className="flex h-full w-full animate-pulse items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-sm text-slate-500"
    >
      Loading map…
    </div>
  );
}

// MapLibre needs the browser (WebGL, workers), and is heavy: load it after the form has painted.
const BookingMap = dynamic(() => import("./booking-map"), { ssr: false, loading: MapSkeleton });

export function LazyBookingMap({ className = DEFAULT_FRAME, ...props }: BookingMapProps & { className?: string }) {
  return (
    <div className={className}>
      <BookingMap {...props} />
    </div>
  );
}

export default LazyBookingMap;
