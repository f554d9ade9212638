"use client";

import { useTranslations } from "next-intl";

/**
 * What a map's frame shows while MapLibre loads (the booking form's map has its own, for /book's
 * JavaScript budget), at the frame's size so nothing jumps when the map
 * arrives. Still, not pulsing: words that fade in and out are hard to read.
 */
export function MapLoading({ className = "h-full" }: { className?: string }) {
  const t = useTranslations("map");
  return (
    <div role="status" className={`flex items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-600 ${className}`}>
      {t("loading")}
    </div>
  );
}
