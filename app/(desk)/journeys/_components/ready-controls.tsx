"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import { HELD_RIDE_READ_MS } from "@/lib/journeys/query-options";
import { cancelWaitingRideAction, changeReadyWindowAction, sendCarNowAction } from "../ready-actions";

/** A ride's window as the pickup's clock reads it: the day, when it opens and when it closes. */
export type ReadyWindowFacts = { date: string; from: string; until: string; zone: string };

const field =
  "rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/**
 * A ride waiting for its guest, as its page says it: until when the guest may call the car, and what
 * the desk can do meanwhile: send the car now, move the window, or cancel the ride. The page reads
 * itself again while it waits, so the guest's call shows without a reload.
 */
export function ReadyControls({ bookingId, window: w, refusal }: { bookingId: string; window: ReadyWindowFacts; refusal: string | null }) {
  const t = useTranslations("journeys.page.ready");
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), HELD_RIDE_READ_MS);
    return () => clearInterval(timer);
  }, [router]);
  const send = useAction(sendCarNowAction, { refresh: true });
  const cancel = useAction(cancelWaitingRideAction, { refresh: true });
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [draft, setDraft] = useState({ date: w.date, from: w.from, until: w.until });
  const [fieldProblem, setFieldProblem] = useState<string>();
  const change = useAction(changeReadyWindowAction, {
    refresh: true,
    onFields: (fields) => (setFieldProblem(Object.values(fields)[0]), true),
    onSuccess: () => setEditing(false),
  });
  const problem = send.problem ?? cancel.problem ?? change.problem ?? fieldProblem;
  return (
    <Alert tone="info" title={t("waitingUntil", { time: w.until, date: w.date })}>
      <p data-testid="ready-window">{t("window", { date: w.date, from: w.from, until: w.until, zone: w.zone })}</p>
      <p className="mt-1">{t("nothingSent")}</p>
      {refusal && (
        <p className="mt-1 text-rose-800" data-testid="ready-refusal">
          {t("refused", { said: refusal })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={send.pending} onClick={() => void send.run({ bookingId })} data-testid="ready-send-now">
          {send.pending ? t("sending") : t("sendNow")}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setEditing((e) => !e)}>
          {t("change")}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setAsking(true)} data-testid="ready-cancel">
          {t("cancel")}
        </Button>
      </div>
      {editing && (
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            setFieldProblem(undefined);
            void change.run({ bookingId, ...draft });
          }}
        >
          {(["date", "from", "until"] as const).map((key) => (
            <label key={key} className="text-sm">
              <span className="mb-1 block font-medium text-slate-700">{t(`field.${key}`)}</span>
              <input
                type={key === "date" ? "date" : "time"}
                className={field}
                value={draft[key]}
                aria-invalid={!!fieldProblem}
                onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
              />
            </label>
          ))}
          <Button type="submit" size="sm" disabled={change.pending}>
            {t("save")}
          </Button>
        </form>
      )}
      {problem && (
        <p role="alert" className="mt-2 text-sm text-rose-800">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t("cancelTitle")}
        confirmLabel={t("cancelConfirm")}
        busyLabel={t("cancelling")}
        dismissLabel={t("cancelKeep")}
        onConfirm={async () => {
          await cancel.run({ bookingId });
          setAsking(false);
        }}
        onClose={() => setAsking(false)}
      >
        <p>{t("cancelText")}</p>
      </ConfirmDialog>
    </Alert>
  );
}
