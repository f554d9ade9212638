"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { BookingMapProps } from "./booking-map";

export type { BookingMapProps, MapMeetingPoint, MapStop } from "./booking-map";

/** The map fills this frame; the skeleton keeps its size so nothing jumps when the map arrives. */
const DEFAULT_FRAME = "h-[28rem] w-full";

/** The booking map's own loading frame, not the other maps' MapLoading: importing that cost /book 67 bytes it does not have. */
function MapSkeleton() {
  const t = useTranslations("map");
  return (
    // Still, not pulsing: words that fade in and out are hard to read.
    <div role="status" className="flex h-full w-full items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-sm text-slate-600">
      {t("loading")}
    </div>
  );
}

// MapLibre needs the browser (WebGL, workers), and is heavy: load it after the form has painted.
const BookingMap = dynamic(() => import("./booking-map"), { ssr: false, loading: MapSkeleton });

/**
 * Loads the map once its frame is on screen and the browser has a moment to spare: on a phone,
 * where the map sits below the form, it waits until the agent scrolls to it.
 */
function useVisibleWhenIdle<T extends Element>() {
  const ref = useRef<T>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || ready) return;
    // Safari has no requestIdleCallback: a short timer stands in.
    const ric = (window as Partial<Window>).requestIdleCallback;
    let idle: number | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      const go = () => setReady(true);
      idle = ric ? ric(go, { timeout: 1500 }) : window.setTimeout(go, 200);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (idle === undefined) return;
      if (ric) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ready]);
  return { ref, ready };
}

export function LazyBookingMap({ className = DEFAULT_FRAME, ...props }: BookingMapProps & { className?: string }) {
  const { ref, ready } = useVisibleWhenIdle<HTMLDivElement>();
  return (
    <div ref={ref} className={className}>
      {ready ? <BookingMap {...props} /> : <MapSkeleton />}
    </div>
  );
}

export default LazyBookingMap;
