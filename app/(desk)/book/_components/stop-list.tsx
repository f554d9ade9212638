"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { stopTitle } from "@/lib/booking/place";
import { canAddStop, stopRole } from "@/lib/booking/stops";
import type { StopInput } from "@/lib/booking/schema";
import { AddressSearch } from "./address-search";
import { hasDetailError, stopErrors } from "./field-errors";
import { useMessageText } from "@/components/ui/use-message-text";
import type { PlaceOption } from "./types";

// A stop's details (address fields, contacts, saving the place) load when the agent opens them.
const StopDetails = dynamic(() => import("./stop-details").then((m) => m.StopDetails), {
  loading: () => <LoadingDetails />,
});

function LoadingDetails() {
  const t = useTranslations("booking.stops");
  return (
    <p role="status" className="mt-3 text-sm text-slate-500">
      {t("loadingDetails")}
    </p>
  );
}

/** A stop's name in the reader's words, by its place in the ride: "Pickup", "Stop 2", "Destination" (as the map names it). */
export function useStopName() {
  const t = useTranslations("map");
  return (index: number, count: number) => t("stop", { role: stopRole(index, count), number: index + 1 });
}

/**
 * The ride's stops in order: add by search (or on the map), reorder by dragging or with the
 * keyboard (Alt+↑/↓ or the buttons), remove, and open a stop's details.
 */
export function StopList({
  stops,
  errors,
  onAdd,
  onMove,
  onRemove,
  onChange,
  renderExtra,
}: {
  stops: StopInput[];
  /** The form's errors by field ("stops.1.contacts.0.mobile"): each stop shows its own. */
  errors: Record<string, string>;
  onAdd(place: PlaceOption): void;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  onChange(index: number, patch: Partial<StopInput>): void;
  renderExtra(index: number): ReactNode;
}) {
  const t = useTranslations("booking.stops");
  const words = useMessageText();
  const stopName = useStopName();
  const [dragging, setDragging] = useState<number | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const adding = canAddStop(stops.length);
  const near = stops[stops.length - 1]?.loc as [number, number] | undefined;

  return (
    <div className="space-y-3">
      <ol className="space-y-2" aria-label={t("label")}>
        {stops.map((stop, i) => {
          const name = stopName(i, stops.length);
          const errs = stopErrors(errors, i);
          // A stop whose details hold an error opens them, so the agent sees what to fix.
          const detailsOpen = open === stop.key || hasDetailError(errs);
          const meetingPointError = Object.entries(errs).find(([k]) => k.startsWith("meetingPoint"))?.[1];
          return (
            <li
              key={stop.key}
              data-testid="stop-row"
              draggable
              onDragStart={() => setDragging(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragging !== null) onMove(dragging, i);
                setDragging(null);
              }}
              onKeyDown={(e) => {
                if (!e.altKey) return;
                if (e.key === "ArrowUp" && i > 0) {
                  e.preventDefault();
                  onMove(i, i - 1);
                } else if (e.key === "ArrowDown" && i < stops.length - 1) {
                  e.preventDefault();
                  onMove(i, i + 1);
                }
              }}
              className={`rounded-lg border bg-white p-3 ${dragging === i ? "border-brand-600 opacity-60" : "border-slate-200"}`}
            >
              <div className="flex items-start gap-3">
                <span
                  aria-hidden
                  className={`mt-0.5 flex size-6 shrink-0 cursor-grab items-center justify-center rounded-full text-xs font-bold text-white ${i === 0 ? "bg-brand-700" : i === stops.length - 1 ? "bg-slate-800" : "bg-accent-500"}`}
                >
                  {i + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{name}</p>
                  <p className="truncate text-sm font-medium text-slate-900" data-testid="stop-label" translate="no">
                    {stopTitle(stop)}
                  </p>
                  {errs.label && <p className="mt-1 text-sm text-rose-700">{errs.label}</p>}
                  {meetingPointError && <p className="mt-1 text-sm text-rose-700">{meetingPointError}</p>}
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  <IconButton label={t("moveUp", { stop: name })} disabled={i === 0} onClick={() => onMove(i, i - 1)}>
                    ↑
                  </IconButton>
                  <IconButton label={t("moveDown", { stop: name })} disabled={i === stops.length - 1} onClick={() => onMove(i, i + 1)}>
                    ↓
                  </IconButton>
                  <IconButton label={t("details", { stop: name })} expanded={detailsOpen} onClick={() => setOpen(open === stop.key ? null : stop.key)}>
                    ⋯
                  </IconButton>
                  <IconButton label={t("remove", { stop: name })} onClick={() => onRemove(i)}>
                    ✕
                  </IconButton>
                </div>
              </div>
              {detailsOpen && <StopDetails stop={stop} errors={errs} onChange={(patch) => onChange(i, patch)} />}
              {renderExtra(i)}
            </li>
          );
        })}
      </ol>
      <div>
        <AddressSearch
          label={stops.length === 0 ? t("search.pickup") : stops.length === 1 ? t("search.destination") : t("search.stop")}
          placeholder={
            stops.length === 0 ? t("search.pickupPlaceholder") : stops.length === 1 ? t("search.destinationPlaceholder") : t("search.stopPlaceholder")
          }
          near={near}
          disabled={!adding.ok}
          describedBy="add-stop-hint"
          onPick={onAdd}
        />
        <p id="add-stop-hint" className="mt-1 text-xs text-slate-500">
          {adding.ok ? t("hint") : words(adding.reason)}
        </p>
      </div>
    </div>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  expanded,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  expanded?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onClick}
      className="flex size-7 items-center justify-center rounded text-slate-600 hover:bg-slate-100 disabled:opacity-30"
    >
      <span aria-hidden data-pseudo-exempt>
        {children}
      </span>
    </button>
  );
}
