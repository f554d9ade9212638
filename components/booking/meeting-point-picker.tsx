"use client";

import { useId, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { localized, type Language } from "./localized";
import { MeetingPointCard } from "./meeting-point-card";
import { meetingPointLine, toChosenMeetingPoint, type ChosenMeetingPoint, type Hub } from "./meeting-point";

export type { ChosenMeetingPoint, Hub, HubMeetingPoint } from "./meeting-point";

/**
 * Where at a hub (an airport terminal, a station) the driver meets the guest. Native radios
 * give the arrow keys and the single tab stop that radio groups have.
 */
export function MeetingPointPicker({
  hub,
  stopLabel,
  language,
  value,
  onChange,
}: {
  hub: Hub;
  stopLabel: string;
  language: Language;
  value: ChosenMeetingPoint | null;
  onChange: (value: ChosenMeetingPoint | null) => void;
}) {
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  const hubTitle = localized(hub.title, language) || "this hub";
  const points = hub.meeting_points;

  if (points.length === 0) {
    return (
      <div data-testid="meeting-point-picker">
        <Alert tone="info" title={`${stopLabel} is at ${hubTitle}`}>
          The provider lists no meeting points here yet. Tell the driver where to meet the guest in the note for the driver.
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
        <span className="font-semibold">{stopLabel}</span> is at {hubTitle}: choose where the driver meets the guest.
      </p>
      <div ref={group} role="radiogroup" aria-labelledby={`${id}-prompt`} className="grid items-start gap-3 sm:grid-cols-2">
        {points.map((point) => (
          <MeetingPointCard
            key={point.uid}
            point={point}
            language={language}
            groupName={`${id}-meeting-point`}
            checked={value?.id === point.uid}
            onSelect={() => onChange(toChosenMeetingPoint(hub, point, language))}
          />
        ))}
      </div>
      {value && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
          <p>
            Chosen: <span className="font-medium">{value.name}</span>
          </p>
          <Button type="button" variant="ghost" size="sm" onClick={clear}>
            Clear meeting point
          </Button>
        </div>
      )}
    </div>
  );
}

/** The one line the booking summary shows for a stop at a hub. */
export function MeetingPointSummary({ value, hubTitle }: { value: ChosenMeetingPoint | null; hubTitle: string }) {
  if (!value) {
    return (
      <p data-testid="meeting-point-summary" className="text-sm text-amber-800">
        Meeting point at {hubTitle}: not chosen yet
      </p>
    );
  }
  return (
    <p data-testid="meeting-point-summary" className="text-sm text-slate-700">
      <span className="font-medium text-slate-900">Meeting point:</span> {meetingPointLine(value.name, hubTitle)}
    </p>
  );
}
