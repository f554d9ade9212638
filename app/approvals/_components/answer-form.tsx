"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { INTL_TAG, isLocale } from "@/lib/locales";
import { formatMoney } from "@/lib/money";
import { answerApprovalAction } from "../actions";

type Answer = "approve" | "decline";

/** Approve or Decline, with a note (needed to decline); what came of it in words: booked, declined, priced again, or not booked. */
export function AnswerForm({ approvalId, open, priceNote }: { approvalId: string; open: boolean; priceNote: string | null }) {
  const t = useTranslations("approvals.detail");
  const words = useMessageText();
  const locale = useLocale();
  const [note, setNote] = useState("");
  const [chosen, setChosen] = useState<Answer | null>(null);
  const { run, pending, outcome, problem, fieldErrors } = useAction(answerApprovalAction, { refresh: true });

  const answer = (a: Answer) => {
    setChosen(a);
    void run({ approvalId, answer: a, note: note.trim() || null });
  };
  const done = outcome?.ok ? outcome.data : null;
  const said =
    done?.kind === "booked"
      ? done.booked.kind === "waiting_for_guest"
        ? t("outcome.waiting")
        : t("outcome.booked")
      : done?.kind === "declined"
        ? t("outcome.declined")
        : done?.kind === "repriced"
          ? t("outcome.repriced", { price: formatMoney(done.priceMinor, done.currency, INTL_TAG[isLocale(locale) ? locale : "en"]) })
          : done?.kind === "not_booked"
            ? t("outcome.notBooked", { code: done.code })
            : null;

  const tone = done?.kind === "booked" || done?.kind === "declined" ? "success" : "warning";
  if (!open) return said ? <Alert tone={tone}>{said}</Alert> : null;
  return (
    <form onSubmit={(e) => e.preventDefault()} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5" noValidate>
      {priceNote && <Alert tone="warning">{priceNote}</Alert>}
      <div aria-live="polite">
        {said && <Alert tone={tone}>{said}</Alert>}
        {problem && !fieldErrors && <Alert tone="error">{problem}</Alert>}
      </div>
      <Field label={t("noteLabel")} hint={t("noteHint")} error={fieldErrors?.note ? words(fieldErrors.note) : undefined}>
        {(p) => (
          <textarea
            {...p}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={3}
            maxLength={500}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="button" busy={pending && chosen === "approve"} disabled={pending} onClick={() => answer("approve")}>
          {pending && chosen === "approve" ? t("approving") : t("approve")}
        </Button>
        <Button type="button" variant="danger" busy={pending && chosen === "decline"} disabled={pending} onClick={() => answer("decline")}>
          {pending && chosen === "decline" ? t("declining") : t("decline")}
        </Button>
      </div>
    </form>
  );
}
