"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { correctBookingAction, refreshLabelsAction } from "@/app/(desk)/reports/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { correctionsQuery, reportKeys } from "@/lib/reports/query-options";
import { correctionSchema, type CorrectionInput } from "@/lib/reports/correction-schema";
import type { CorrectionHistory, LabelOption, RideView } from "@/lib/reports/types";

export function CorrectionDialog({ ride, labels, onClose }: { ride: RideView | null; labels: LabelOption[]; onClose: () => void }) {
  return (
    <Dialog open={ride !== null} onClose={onClose} title="Correct reason or label">
      {ride && <CorrectionBody key={ride.id} ride={ride} labels={labels} onClose={onClose} />}
    </Dialog>
  );
}

function CorrectionBody({ ride, labels: initialLabels, onClose }: { ride: RideView; labels: LabelOption[]; onClose: () => void }) {
  const history = useQuery(correctionsQuery(ride.id));
  return (
    <div className="space-y-4 text-sm">
      <p className="text-slate-600">
        {ride.riderName}, {ride.pickupLocal} ({ride.zone}). Reports count the corrected values; the provider keeps what was sent at booking.
      </p>
      {history.isPending && <p role="status" className="text-slate-500">Loading the ride&apos;s history…</p>}
      {history.isError && (
        <Alert tone="error" title="The history could not be loaded">
          {history.error instanceof Error ? history.error.message : "Try again in a moment."}{" "}
          <button type="button" className="underline" onClick={() => history.refetch()}>Try again</button>
        </Alert>
      )}
      {history.data && <CorrectionForm ride={ride} current={history.data} initialLabels={initialLabels} onClose={onClose} />}
    </div>
  );
}

const labelText = (slug: string | null, labels: LabelOption[]) => (slug ? `${labels.find((l) => l.slug === slug)?.name ?? slug} (${slug})` : "none");

function CorrectionForm({ ride, current, initialLabels, onClose }: { ride: RideView; current: CorrectionHistory; initialLabels: LabelOption[]; onClose: () => void }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [labels, setLabels] = useState(initialLabels);
  const [problem, setProblem] = useState<string>();
  const [refreshNote, setRefreshNote] = useState<string>();
  const [pending, start] = useTransition();
  const [refreshing, startRefresh] = useTransition();
  const form = useForm<CorrectionInput>({
    resolver: zodResolver(correctionSchema),
    defaultValues: { bookingId: ride.id, reason: current.reason ?? "", labelSlug: current.labelSlug ?? "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    start(async () => {
      setProblem(undefined);
      const result = await correctBookingAction(values);
      if (!result.ok) {
        applyFieldErrors(form.setError, result.error.fields);
        if (!result.error.fields) setProblem(result.error.message);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: reportKeys.corrections(ride.id) });
      router.refresh();
      onClose();
    }),
  );

  const refresh = () =>
    startRefresh(async () => {
      const result = await refreshLabelsAction({});
      if (result.ok) {
        setLabels(result.data);
        setRefreshNote(`${result.data.length} labels known.`);
      } else setRefreshNote(result.error.message);
    });

  // A label no longer listed (or never synced) still shows, so the current value is never lost by saving.
  const options = current.labelSlug && !labels.some((l) => l.slug === current.labelSlug) ? [...labels, { slug: current.labelSlug, name: current.labelSlug, active: false }] : labels;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <Field label="Reason" hint={<>As sent: {current.originalReason ?? "none"}</>} error={errors.reason?.message}>
        {(p) => <Input {...p} {...form.register("reason")} maxLength={500} />}
      </Field>
      <Field
        label="Label"
        hint={
          <>
            As sent: {labelText(current.originalLabelSlug, options)}.{" "}
            <button type="button" className="text-brand-700 underline disabled:text-slate-400" onClick={refresh} disabled={refreshing}>
              {refreshing ? "Refreshing labels…" : "Refresh labels from the provider"}
            </button>
            {refreshNote && <span role="status"> {refreshNote}</span>}
          </>
        }
        error={errors.labelSlug?.message}
      >
        {(p) => (
          <Select {...p} {...form.register("labelSlug")}>
            <option value="">No label</option>
            {options.map((l) => (
              <option key={l.slug} value={l.slug}>
                {l.name} ({l.slug}){l.active ? "" : " — inactive"}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <section aria-labelledby="correction-history">
        <h3 id="correction-history" className="font-semibold text-slate-800">History</h3>
        {current.history.length === 0 ? (
          <p className="text-slate-500">Never corrected: reports count what was sent.</p>
        ) : (
          <ol className="mt-1 space-y-1" data-testid="correction-history">
            {current.history.map((c) => (
              <li key={c.id} className="text-slate-700">
                <time dateTime={c.at}>{new Date(c.at).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}</time>: {c.actorEmail ?? "someone"} changed the {c.field} from{" "}
                <strong>{c.field === "label" ? labelText(c.oldValue, options) : (c.oldValue ?? "none")}</strong> to <strong>{c.field === "label" ? labelText(c.newValue, options) : (c.newValue ?? "none")}</strong>
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="flex justify-end gap-2 pt-2">
        <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>Cancel</Button>
        <Button type="submit" busy={pending}>{pending ? "Saving…" : "Save correction"}</Button>
      </div>
    </form>
  );
}
