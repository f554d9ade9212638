"use client";

import { useLocale } from "next-intl";
import { useSyncExternalStore } from "react";
import { INTL_TAG } from "@/lib/locales";

const noSubscription = () => () => {};

/**
 * A moment in the desk's language and the viewer's own time zone. The server does not know the
 * zone, so it renders UTC and the browser swaps in the local form once hydrated.
 */
export function LocalTime({ iso, dateOnly = false }: { iso: string; dateOnly?: boolean }) {
  const tag = INTL_TAG[useLocale()];
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const date = new Date(iso);
  const text = inBrowser
    ? date.toLocaleString(tag, dateOnly ? { dateStyle: "medium" } : { dateStyle: "medium", timeStyle: "short" })
    : `${iso.slice(0, dateOnly ? 10 : 16).replace("T", " ")}${dateOnly ? "" : " UTC"}`;
  return <time dateTime={iso}>{text}</time>;
}
