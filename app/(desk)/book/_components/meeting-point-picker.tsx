"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from "react";
import { createPortal } from "react-dom";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { localized, type Language } from "@/lib/i18n/localized";
import { HubPicture, MeetingPointDetails, MeetingPointOption, PointNumber, useMeetingPointTitle } from "@/components/booking/meeting-point-card";
import { meetingPointLine, toChosenMeetingPoint, type ChosenMeetingPoint, type Hub } from "@/components/booking/meeting-point";

export type { ChosenMeetingPoint, Hub, HubMeetingPoint } from "@/components/booking/meeting-point";

type PickerProps = { hub: Hub; stopLabel: string; language: Language; value: ChosenMeetingPoint | null; onChange: (value: ChosenMeetingPoint | null) => void };

/**
 * Where at a hub (an airport terminal, a station) the driver meets the guest. The form keeps a
 * compact list (native radios: arrow keys, one tab stop); photos and directions open in a wide dialog.
 */
export function MeetingPointPicker({ hub, stopLabel, language, value, onChange }: PickerProps) {
  const t = useTranslations("booking.meetingPoints");
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  const [browsing, setBrowsing] = useState<string | null>(null);
  const hubTitle = localized(hub.title, language);
  const points = hub.meeting_points;

  if (points.length === 0) {
    return (
      <div data-testid="meeting-point-picker">
        <Alert tone="info" title={hubTitle ? t("atHub", { stop: stopLabel, hub: hubTitle }) : t("atSomeHub", { stop: stopLabel })}>
          {t("none")}
        </Alert>
      </div>
    );
  }

  function clear() {
    onChange(null);
    // The clear button disappears with the choice; keep the keyboard in the group.
    group.current?.querySelector<HTMLInputElement>("input[type=radio]")?.focus();
  }

  return (
    <div data-testid="meeting-point-picker" className="space-y-3">
      <p id={`${id}-prompt`} className="text-sm text-slate-800">
        {t.rich(hubTitle ? "prompt" : "promptSomeHub", {
          stop: stopLabel,
          strong: (chunks) => <span className="font-semibold">{chunks}</span>,
          hub: () => <span translate="no">{hubTitle}</span>,
        })}
      </p>
      <div ref={group} role="radiogroup" aria-labelledby={`${id}-prompt`} className="space-y-2">
        {points.map((point, i) => (
          <MeetingPointOption
            key={point.uid}
            point={point}
            n={i + 1}
            language={language}
            groupName={`${id}-meeting-point`}
            checked={value?.id === point.uid}
            onSelect={() => onChange(toChosenMeetingPoint(hub, point, language))}
          />
        ))}
      </div>
      <Button type="button" variant="secondary" size="sm" className="w-full" aria-haspopup="dialog" onClick={() => setBrowsing(value?.id ?? points[0]!.uid)}>
        {t("compare")}
      </Button>
      {value && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
          <p>
            {t.rich("chosen", {
              name: () => (
                <span className="font-medium" translate="no">
                  {value.name}
                </span>
              ),
            })}
          </p>
          <Button type="button" variant="ghost" size="sm" onClick={clear}>
            {t("clear")}
          </Button>
        </div>
      )}
      {browsing !== null && (
        <MeetingPointDialog
          title={hubTitle ? t.rich("dialogTitle", { hub: () => <span translate="no">{hubTitle}</span> }) : t("dialogTitleSomeHub")}
          subtitle={t("dialogSubtitle", { stop: stopLabel })}
          onClose={() => setBrowsing(null)}
        >
          <MeetingPointBrowser
            hub={hub}
            language={language}
            value={value}
            initial={browsing}
            onChoose={(chosen) => {
              onChange(chosen);
              setBrowsing(null);
            }}
          />
        </MeetingPointDialog>
      )}
    </div>
  );
}

/** Keeps the dialog's keys and drags from the stop row it was opened from (which reorders on Alt+arrows and drags). */
const isolate = (e: SyntheticEvent) => e.stopPropagation();

/**
 * A wide modal on the native <dialog>, in a portal outside the form: the page behind is inert,
 * Escape closes it, and the focus goes back to where it was.
 */
function MeetingPointDialog({ title, subtitle, onClose, children }: { title: ReactNode; subtitle: string; onClose: () => void; children: ReactNode }) {
  const common = useTranslations("common");
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    d.showModal();
    d.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    return () => {
      if (d.open) d.close();
      opener?.focus();
    };
  }, []);
  return createPortal(
    <dialog
      ref={ref}
      onClose={onClose}
      onKeyDown={isolate}
      onDragStart={isolate}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-subtitle`}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 backdrop:bg-slate-900/50 sm:m-auto sm:h-[min(60rem,calc(100dvh-3rem))] sm:w-[min(76rem,calc(100vw-3rem))] sm:rounded-xl sm:shadow-2xl"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <p id={`${id}-subtitle`} className="text-sm text-slate-600">
              {subtitle}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={common("close")}
            className="rounded p-2 text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <svg aria-hidden viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}

/** The dialog's body: the hub's meeting points as tabs, the one in view with its photo and steps, and the choice. */
export function MeetingPointBrowser({
  hub,
  language,
  value,
  initial,
  onChoose,
}: {
  hub: Hub;
  language: Language;
  value: ChosenMeetingPoint | null;
  initial: string;
  onChoose: (chosen: ChosenMeetingPoint | null) => void;
}) {
  const t = useTranslations("booking.meetingPoints");
  const meetingPointTitle = useMeetingPointTitle();
  const id = useId();
  const points = hub.meeting_points;
  const [viewing, setViewing] = useState(() =>
    Math.max(
      0,
      points.findIndex((p) => p.uid === initial),
    ),
  );
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const point = points[viewing]!;
  const chosen = value?.id === point.uid;

  function onKeyDown(e: KeyboardEvent) {
    const last = points.length - 1;
    const next = { ArrowDown: viewing + 1, ArrowRight: viewing + 1, ArrowUp: viewing - 1, ArrowLeft: viewing - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const to = (next + points.length) % points.length;
    setViewing(to);
    tabs.current[to]?.focus();
  }

  return (
    <>
      <div className="grid min-h-0 flex-1 grid-cols-1 grid-rows-[auto_minmax(0,1fr)] sm:grid-cols-[17rem_minmax(0,1fr)] sm:grid-rows-1">
        <div
          role="tablist"
          aria-label={t("list")}
          aria-orientation="vertical"
          onKeyDown={onKeyDown}
          className="flex gap-2 overflow-x-auto border-b border-slate-200 p-3 sm:flex-col sm:overflow-x-visible sm:overflow-y-auto sm:border-r sm:border-b-0"
        >
          {points.map((p, i) => {
            const isChosen = value?.id === p.uid;
            return (
              <button
                key={p.uid}
                ref={(el) => {
                  tabs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${i}`}
                aria-selected={i === viewing}
                aria-controls={`${id}-panel`}
                tabIndex={i === viewing ? 0 : -1}
                data-testid="meeting-point-tab"
                data-uid={p.uid}
                onClick={() => setViewing(i)}
                className="flex w-56 shrink-0 items-center gap-2.5 rounded-lg border border-transparent p-2 text-left text-sm hover:bg-slate-50 aria-selected:border-brand-600 aria-selected:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 sm:w-full"
              >
                <PointNumber n={i + 1} chosen={isChosen} />
                <HubPicture key={p.header_image_url} src={p.header_image_url} alt="" className="h-10 w-14 shrink-0 rounded object-cover" />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900" translate="no">
                    {meetingPointTitle(p, language)}
                  </span>
                  {isChosen && <span className="block text-xs font-medium text-brand-700">{t("chosenMark")}</span>}
                </span>
              </button>
            );
          })}
        </div>
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${viewing}`}
          tabIndex={0}
          className="min-h-0 overflow-y-auto p-4 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none sm:p-6"
        >
          <MeetingPointDetails key={point.uid} point={point} language={language} headingId={`${id}-heading`} />
        </div>
      </div>
      <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
        {chosen ? (
          <>
            <p className="mr-auto text-sm font-medium text-brand-800">{t("meetsHere")}</p>
            <Button type="button" variant="secondary" onClick={() => onChoose(null)}>
              {t("clear")}
            </Button>
          </>
        ) : (
          <Button type="button" onClick={() => onChoose(toChosenMeetingPoint(hub, point, language))}>
            {t.rich("meetAt", { name: () => <span translate="no">{meetingPointTitle(point, language)}</span> })}
          </Button>
        )}
      </footer>
    </>
  );
}

/** The one line the booking summary shows for a stop at a hub. */
export function MeetingPointSummary({ value, hubTitle }: { value: ChosenMeetingPoint | null; hubTitle: string }) {
  const t = useTranslations("booking.meetingPoints");
  if (!value) {
    return (
      <p data-testid="meeting-point-summary" className="text-sm text-amber-800">
        {t.rich("summaryNone", { hub: () => <span translate="no">{hubTitle}</span> })}
      </p>
    );
  }
  return (
    <p data-testid="meeting-point-summary" className="text-sm text-slate-700">
      {t.rich("summary", {
        strong: (chunks) => <span className="font-medium text-slate-900">{chunks}</span>,
        line: () => <span translate="no">{meetingPointLine(value.name, hubTitle)}</span>,
      })}
    </p>
  );
}
