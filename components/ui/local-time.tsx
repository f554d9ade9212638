"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A moment in the viewer's own locale and time zone. The server does not know either, so it
 * renders UTC and the browser swaps in the local form once hydrated.
 */
export function LocalTime({ iso, dateOnly = false }: { iso: string; dateOnly?: boolean }) {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const date = new Date(iso);
  const text = inBrowser
    ? date.toLocaleString(undefined, dateOnly ? { dateStyle: "medium" } : { dateStyle: "medium", timeStyle: "short" })
    : `${iso.slice(0, dateOnly ? 10 : 16).replace("T", " ")}${dateOnly ? "" : " UTC"}`;
  return (
    <time dateTime={iso}>
      {text}
    </time>
  );
}
