"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import type { ApprovalView } from "@/lib/approvals/view-queries";
import { INTL_TAG, isLocale } from "@/lib/locales";
import { formatMoney } from "@/lib/money";
import { answerEventApprovalsAction } from "../actions";

type Answer = "approve" | "decline";

/** The event's rides that wait for this approver, answered at once: how many, their total, one note; then what came of each. */
export function EventAnswerForm({ approvalId, event, open }: { approvalId: string; event: NonNullable<ApprovalView["event"]>; open: boolean }) {
  const t = useTranslations("approvals.detail.event");
  const words = useMessageText();
  const locale = useLocale();
  const tag = INTL_TAG[isLocale(locale) ? locale : "en"];
  const [note, setNote] = useState("");
  const [chosen, setChosen] = useState<Answer | null>(null);
  const { run, pending, outcome, problem, fieldErrors } = useAction(answerEventApprovalsAction, { refresh: true });
  const total = event.totals.map((m) => formatMoney(m.minor, m.currency, tag)).join(" + ");
  const answer = (a: Answer) => {
    setChosen(a);
    void run({ approvalId, answer: a, note: note.trim() || null });
  };
  const done = outcome?.ok ? outcome.data : null;
  // Offered while this ride and at least one other of its event wait for this approver; once answered, only the outcome stays.
  if (!done && !(open && event.waiting > 1)) return null;
  return (
    <section aria-labelledby="event-title" className="space-y-4 rounded-lg border border-violet-200 bg-violet-50 p-5" data-testid="event-approval">
      <h2 id="event-title" className="text-lg font-semibold text-violet-950">
        {t("title", { event: event.name })}
      </h2>
      {!done && <p className="text-sm text-violet-950">{t("waiting", { count: event.waiting, total })}</p>}
      <div aria-live="polite">
        {done && <Alert tone={done.notBooked || done.repriced ? "warning" : "success"}>{t("done", { ...done })}</Alert>}
        {problem && !fieldErrors && <Alert tone="error">{problem}</Alert>}
      </div>
      {!done && (
        <form onSubmit={(e) => e.preventDefault()} className="space-y-3" noValidate>
          <Field label={t("noteLabel")} error={fieldErrors?.note ? words(fieldErrors.note) : undefined}>
            {(p) => (
              <textarea
                {...p}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                rows={2}
                maxLength={500}
                className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="button" busy={pending && chosen === "approve"} disabled={pending} onClick={() => answer("approve")}>
              {t("approveAll", { count: event.waiting })}
            </Button>
            <Button type="button" variant="danger" busy={pending && chosen === "decline"} disabled={pending} onClick={() => answer("decline")}>
              {t("declineAll", { count: event.waiting })}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
