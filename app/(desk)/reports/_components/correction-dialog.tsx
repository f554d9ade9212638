"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { correctBookingAction, refreshLabelsAction } from "@/app/(desk)/reports/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { LocalTime } from "@/components/ui/local-time";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { correctionsQuery, reportKeys } from "@/lib/reports/query-options";
import { CORRECTION_REASON_MAX, correctionSchema, type CorrectionInput } from "@/lib/reports/correction-schema";
import { zoneName } from "@/lib/journeys/board-format";
import type { CorrectionHistory, LabelOption, RideView } from "@/lib/reports/types";

/** Data as it came (names, reasons, label codes): never translated. */
const asItCame = (chunks: ReactNode) => <span translate="no">{chunks}</span>;

export function CorrectionDialog({ ride, labels, onClose }: { ride: RideView | null; labels: LabelOption[]; onClose: () => void }) {
  const t = useTranslations("reports.correction");
  return (
    <Dialog open={ride !== null} onClose={onClose} title={t("title")}>
      {ride && <CorrectionBody key={ride.id} ride={ride} labels={labels} onClose={onClose} />}
    </Dialog>
  );
}

function CorrectionBody({ ride, labels: initialLabels, onClose }: { ride: RideView; labels: LabelOption[]; onClose: () => void }) {
  const t = useTranslations("reports.correction");
  const common = useTranslations("common");
  const history = useQuery(correctionsQuery(ride.id));
  return (
    <div className="space-y-4 text-sm">
      <p className="text-slate-600">
        {t.rich("intro", {
          rider: ride.riderName,
          pickup: ride.pickupLocal,
          timeZone: zoneName(ride.zone),
          name: asItCame,
          when: (chunks) => <time dateTime={ride.pickupIso}>{chunks}</time>,
          zone: asItCame,
        })}
      </p>
      {history.isPending && (
        <p role="status" className="text-slate-500">
          {t("loading")}
        </p>
      )}
      {history.isError && (
        <Alert tone="error" title={t("historyFailed")}>
          {history.error instanceof Error ? history.error.message : t("tryLater")}{" "}
          <button type="button" className="underline" onClick={() => history.refetch()}>
            {common("tryAgain")}
          </button>
        </Alert>
      )}
      {history.data && <CorrectionForm ride={ride} current={history.data} initialLabels={initialLabels} onClose={onClose} />}
    </div>
  );
}

/** A label as people recognise it: its name and its code, both as they came. */
const labelText = (slug: string, labels: LabelOption[]) => `${labels.find((l) => l.slug === slug)?.name ?? slug} (${slug})`;

function CorrectionForm({
  ride,
  current,
  initialLabels,
  onClose,
}: {
  ride: RideView;
  current: CorrectionHistory;
  initialLabels: LabelOption[];
  onClose: () => void;
}) {
  const t = useTranslations("reports.correction");
  const common = useTranslations("common");
  const words = useMessageText();
  const [labels, setLabels] = useState(initialLabels);
  const [refreshNote, setRefreshNote] = useState<string>();
  const form = useForm<CorrectionInput>({
    resolver: zodResolver(correctionSchema),
    defaultValues: { bookingId: ride.id, reason: current.reason ?? "", labelSlug: current.labelSlug ?? "" },
  });
  const { errors } = form.formState;
  const correct = useAction(correctBookingAction, { form, invalidate: [reportKeys.corrections(ride.id)], refresh: true });
  const { pending, problem } = correct;
  const labelsRead = useAction(refreshLabelsAction, {
    onSuccess: (read) => {
      if (!read) return;
      setLabels(read);
      setRefreshNote(t("labelsKnown", { count: read.length }));
    },
    onFailure: (error) => setRefreshNote(words(error.message)),
  });
  const refreshing = labelsRead.pending;

  // The dialog closes once the history and the page have been read again.
  const submit = form.handleSubmit(async (values) => {
    if ((await correct.run(values)).ok) onClose();
  });
  const refresh = () => void labelsRead.run({});

  // A label no longer listed (or never synced) still shows, so the current value is never lost by saving.
  const options =
    current.labelSlug && !labels.some((l) => l.slug === current.labelSlug)
      ? [...labels, { slug: current.labelSlug, name: current.labelSlug, active: false }]
      : labels;

  /** A value in the history: the label or reason as it came, or the reader's word for none. */
  const valueOf = (field: "reason" | "label", value: string | null) =>
    value === null ? t(`noValue.${field}`) : field === "label" ? labelText(value, options) : value;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <Field
        label={t("reason")}
        hint={current.originalReason !== null ? t.rich("reasonAsSent", { reason: current.originalReason, value: asItCame }) : t("reasonAsSentNone")}
        error={errors.reason?.message}
      >
        {(p) => <Input {...p} {...form.register("reason")} maxLength={CORRECTION_REASON_MAX} />}
      </Field>
      <Field
        label={t("label")}
        hint={
          <>
            {current.originalLabelSlug !== null
              ? t.rich("labelAsSent", { label: labelText(current.originalLabelSlug, options), value: asItCame })
              : t("labelAsSentNone")}{" "}
            <button type="button" className="text-brand-700 underline disabled:text-slate-400" onClick={refresh} disabled={refreshing}>
              {refreshing ? t("refreshing") : t("refresh")}
            </button>
            {refreshNote && <span role="status"> {refreshNote}</span>}
          </>
        }
        error={errors.labelSlug?.message}
      >
        {(p) => (
          <Select {...p} {...form.register("labelSlug")}>
            <option value="">{t("noLabel")}</option>
            {options.map((l) => (
              <option key={l.slug} value={l.slug}>
                {t("labelOption", { name: l.name, slug: l.slug, active: l.active ? "yes" : "no" })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <section aria-labelledby="correction-history">
        <h3 id="correction-history" className="font-semibold text-slate-800">
          {t("history")}
        </h3>
        {current.history.length === 0 ? (
          <p className="text-slate-500">{t("neverCorrected")}</p>
        ) : (
          <ol className="mt-1 space-y-1" data-testid="correction-history">
            {current.history.map((c) => (
              <li key={c.id} className="text-slate-700">
                {t.rich("change", {
                  actor: c.actorEmail ?? t("someone"),
                  field: c.field,
                  from: valueOf(c.field, c.oldValue),
                  to: valueOf(c.field, c.newValue),
                  time: () => <LocalTime iso={c.at} />,
                  by: (chunks) => (c.actorEmail ? asItCame(chunks) : chunks),
                  before: (chunks) => <strong translate={c.oldValue === null ? undefined : "no"}>{chunks}</strong>,
                  after: (chunks) => <strong translate={c.newValue === null ? undefined : "no"}>{chunks}</strong>,
                })}
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="flex justify-end gap-2 pt-2">
        <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
          {common("cancel")}
        </Button>
        <Button type="submit" busy={pending}>
          {pending ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
