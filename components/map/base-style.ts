"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ErrorEvent as MapErrorEvent } from "react-map-gl/maplibre";
import { APP_SOURCE_IDS } from "./layers";
import { buildOfflineStyle } from "./offline-style";

const OFFLINE_STYLE = buildOfflineStyle();
/** Without the style's `load` (or its first `styledata`) by then, the online style counts as unreachable. */
const STYLE_TIMEOUT_MS = 4000;
/** This many failed tiles (or sprites, glyphs) within the window means the online style is unusable. */
const TILE_ERROR_LIMIT = 4;
const TILE_ERROR_WINDOW_MS = 15_000;

/** The online style until it proves unreachable, then the offline one; tracked per URL. */
export function useBaseStyle(styleUrl: string | null) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const online = styleUrl !== null && styleUrl !== failedUrl;
  const loadedUrl = useRef<string | null>(null);
  const errorTimes = useRef<number[]>([]);

  useEffect(() => {
    if (!online) return;
    errorTimes.current = [];
    const timer = setTimeout(() => {
      if (loadedUrl.current !== styleUrl) setFailedUrl(styleUrl);
    }, STYLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [online, styleUrl]);

  const markLoaded = useCallback(() => {
    if (online) loadedUrl.current = styleUrl;
  }, [online, styleUrl]);

  const onError = useCallback(
    (e: MapErrorEvent) => {
      if (!online) return;
      const sourceId = (e as { sourceId?: unknown }).sourceId;
      if (typeof sourceId === "string" && APP_SOURCE_IDS.includes(sourceId)) return;
      const now = Date.now();
      errorTimes.current = [...errorTimes.current.filter((t) => now - t < TILE_ERROR_WINDOW_MS), now];
      // Before the style has loaded, one error means the style itself failed; after, only repeated ones count.
      if (loadedUrl.current !== styleUrl || errorTimes.current.length >= TILE_ERROR_LIMIT) setFailedUrl(styleUrl);
    },
    [online, styleUrl],
  );

  return { mode: online ? ("online" as const) : ("offline" as const), mapStyle: online ? styleUrl : OFFLINE_STYLE, markLoaded, onError };
}
