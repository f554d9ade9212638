"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { dismissAttentionAction, keepSearchingAction, resolveUncertainAction } from "@/app/(desk)/journeys/actions";
import type { AttentionProblem } from "@/lib/booking/attention";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { timeTag, useAttentionWords, useIntlTag } from "@/components/journeys/journey-words";
import { pickupTime } from "@/lib/journeys/rules";
import type { SentNames } from "@/lib/journeys/sent-request";
import { SentRequestView } from "./sent-request-view";
import { journeyIdProblem } from "@/lib/journeys/journey-id";

const linkButton = "inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium";
const primaryLink = `${linkButton} bg-brand-700 text-white hover:bg-brand-800`;
const secondaryLink = `${linkButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

export const rebookHref = (bookingId: string, returnTrip = false) => `/book?from=${encodeURIComponent(bookingId)}${returnTrip ? "&return=1" : ""}`;

/**
 * One problem that needs the desk, with the ways to deal with it in one click: keep searching,
 * rebook, dismiss with a note, or settle an unconfirmed booking either way. Used on the journey
 * page, which `onResolved` tells how it was dealt with; the booking and its journey are read again here.
 */
export function AttentionActions({
  bookingId,
  problem,
  since,
  zone = null,
  request = null,
  names,
  onResolved,
}: {
  bookingId: string;
  problem: AttentionProblem;
  /** ISO time the problem began. */
  since: string;
  /** The pickup's zone, to say when in its local time. */
  zone?: string | null;
  /** What was sent to the provider: shown for an unconfirmed booking, so it can be checked. */
  request?: Record<string, unknown> | null;
  /** The names behind the request's ids, to show instead of them. */
  names?: SentNames;
  onResolved: (how: "kept searching" | "not booked" | "linked" | "noted") => void;
}) {
  const t = useTranslations("journeys");
  const words = useAttentionWords();
  const tag = useIntlTag();
  const id = useId();
  const [freed, setFreed] = useState(false);
  // Where the journey id's own error goes: next to the id field of the form that sent it.
  const journeyIdError = useRef<((message: string) => void) | null>(null);
  // A failure (in the reader's words, as server actions answer) is said next to the buttons.
  // After an action the page is rendered again: the booking and its journey's live state (the page shows the newer).
  const reread = { refresh: true };
  const keep = useAction(keepSearchingAction, { ...reread, onSuccess: () => onResolved("kept searching") });
  const dismiss = useAction(dismissAttentionAction, { ...reread, onSuccess: () => onResolved("noted") });
  const resolve = useAction(resolveUncertainAction, {
    ...reread,
    onFields: (fields) => {
      journeyIdError.current?.(fields.journeyId ?? Object.values(fields)[0] ?? t("attention.checkJourneyId"));
      return journeyIdError.current !== null;
    },
    onSuccess: (_, input) => {
      if (input.outcome === "booked") return onResolved("linked");
      setFreed(true);
      onResolved("not booked");
    },
  });
  const pending = keep.pending || dismiss.pending || resolve.pending;
  const problemText = keep.problem ?? dismiss.problem ?? resolve.problem;

  if (freed) {
    return (
      <section aria-labelledby={`${id}-h`} data-testid="attention" data-problem={problem} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <h3 id={`${id}-h`} className="font-semibold text-slate-900">
          {t("attention.freedTitle")}
        </h3>
        <p role="status" className="text-sm text-slate-700">
          {t("attention.freedText")}
        </p>
        <Link href={rebookHref(bookingId)} className={primaryLink}>
          {t("attention.rebook")}
        </Link>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={`${id}-h`}
      data-testid="attention"
      data-problem={problem}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <div>
        <h3 id={`${id}-h`} className="font-semibold text-amber-950">
          {words.title(problem)}
        </h3>
        <p className="text-sm text-amber-900">
          {words.text(problem)}{" "}
          <span className="text-amber-800">{t.rich("attention.since", { time: pickupTime(since, zone, tag), when: timeTag(since) })}</span>
        </p>
      </div>
      {problem === "uncertain" && request && <SentRequestView request={request} names={names} />}
      {problem === "not found" && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" busy={pending} onClick={() => void keep.run({ bookingId })}>
            {t("attention.keepSearching")}
          </Button>
          <Link href={rebookHref(bookingId)} className={secondaryLink}>
            {t("attention.rebook")}
          </Link>
        </div>
      )}
      {(problem === "driver cancel" || problem === "no show") && (
        <EndedActions bookingId={bookingId} pending={pending} onDismiss={(note) => void dismiss.run({ bookingId, ...(note ? { note } : {}) })} />
      )}
      {problem === "uncertain" && (
        <UncertainActions
          pending={pending}
          onNotBooked={() => {
            journeyIdError.current = null;
            void resolve.run({ bookingId, outcome: "not booked" });
          }}
          onBooked={(journeyId, showFieldError) => {
            journeyIdError.current = showFieldError;
            void resolve.run({ bookingId, outcome: "booked", journeyId });
          }}
        />
      )}
      {problemText && <Alert tone="error">{problemText}</Alert>}
    </section>
  );
}

function EndedActions({ bookingId, pending, onDismiss }: { bookingId: string; pending: boolean; onDismiss: (note: string) => void }) {
  const t = useTranslations("journeys");
  const noteId = useId();
  const [dismissing, setDismissing] = useState(false);
  const [note, setNote] = useState("");
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Link href={rebookHref(bookingId)} className={primaryLink}>
          {t("attention.rebook")}
        </Link>
        {!dismissing && (
          <Button type="button" variant="secondary" onClick={() => setDismissing(true)}>
            {t("attention.dismiss")}
          </Button>
        )}
      </div>
      {dismissing && (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            onDismiss(note.trim());
          }}
        >
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
            {t("attention.note")}
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={500}
            rows={2}
            onChange={(e) => setNote(e.target.value)}
            autoFocus
            placeholder={t("attention.notePlaceholder")}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <div className="flex gap-2">
            <Button type="submit" busy={pending}>
              {t("attention.dismissProblem")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDismissing(false)}>
              {t("attention.keepProblem")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function UncertainActions({
  pending,
  onNotBooked,
  onBooked,
}: {
  pending: boolean;
  onNotBooked: () => void;
  onBooked: (journeyId: string, showFieldError: (message: string) => void) => void;
}) {
  const t = useTranslations("journeys");
  const words = useMessageText();
  const fieldId = useId();
  const [journeyId, setJourneyId] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="space-y-2 rounded-md border border-slate-200 bg-white p-3">
        <p className="text-sm text-slate-700">{t("attention.noSuchJourney")}</p>
        <Button type="button" variant="secondary" busy={pending} onClick={onNotBooked}>
          {t("attention.notBooked")}
        </Button>
      </div>
      <form
        noValidate
        className="space-y-2 rounded-md border border-slate-200 bg-white p-3"
        onSubmit={(e) => {
          e.preventDefault();
          const problem = journeyIdProblem(journeyId);
          setFieldError(problem);
          if (!problem) onBooked(journeyId.trim().toLowerCase(), setFieldError);
        }}
      >
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
          {t("attention.journeyId")}
        </label>
        <input
          id={fieldId}
          value={journeyId}
          onChange={(e) => setJourneyId(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={!!fieldError}
          aria-describedby={fieldError ? `${fieldId}-error` : undefined}
          placeholder={t("attention.journeyIdPlaceholder")}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm aria-[invalid=true]:border-rose-600"
        />
        {/* The form's own check gives a message reference; the server's answer comes in the reader's words. */}
        {fieldError && (
          <p id={`${fieldId}-error`} className="text-sm text-rose-700">
            {words(fieldError)}
          </p>
        )}
        <Button type="submit" busy={pending}>
          {t("attention.booked")}
        </Button>
      </form>
    </div>
  );
}
