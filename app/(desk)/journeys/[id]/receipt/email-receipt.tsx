"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { emailReceiptAction } from "@/app/(desk)/journeys/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";

/** Where the ride's receipt email stands: none sent, on its way, sent, or not sent (then it may go again). */
export type ReceiptEmailState = { kind: "none" } | { kind: "on_its_way" | "not_sent"; to: string } | { kind: "sent"; to: string; at: string };

type Values = { to: string };

/**
 * Emails the receipt to the guest (their address from the booking, or another the agent types). Once
 * on its way or sent, the form gives way to where it went; one that failed can be sent again.
 */
export function EmailReceipt({ bookingId, guestEmail, state, mailOn }: { bookingId: string; guestEmail: string; state: ReceiptEmailState; mailOn: boolean }) {
  const t = useTranslations("receipts.send");
  const format = useFormatter();
  const form = useForm<Values>({ defaultValues: { to: state.kind === "not_sent" ? state.to : guestEmail } });
  const { run, pending, problem } = useAction((v: Values) => emailReceiptAction({ bookingId, to: v.to }), { form, refresh: true });
  const sent = state.kind === "on_its_way" || state.kind === "sent";
  return (
    <section aria-labelledby="email-receipt" className="space-y-3 rounded-lg border border-slate-200 p-4" data-print="hide" data-testid="email-receipt">
      <div>
        <h2 id="email-receipt" className="text-base font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </div>
      {state.kind === "on_its_way" && <Alert tone="info">{t("onItsWay", { to: state.to })}</Alert>}
      {state.kind === "sent" && (
        <Alert tone="success">{t("sent", { to: state.to, time: format.dateTime(new Date(state.at), { dateStyle: "medium", timeStyle: "short" }) })}</Alert>
      )}
      {state.kind === "not_sent" && <Alert tone="warning">{t("notSent", { to: state.to })}</Alert>}
      {!mailOn && <Alert tone="warning">{t("noSmtp")}</Alert>}
      {problem && <Alert tone="error">{problem}</Alert>}
      {mailOn && !sent && (
        <form onSubmit={form.handleSubmit((v) => void run(v))} noValidate className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <Field label={t("to")} error={form.formState.errors.to?.message}>
              {(props) => (
                <input
                  {...props}
                  {...form.register("to")}
                  type="email"
                  autoComplete="email"
                  className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
                />
              )}
            </Field>
          </div>
          <Button type="submit" busy={pending}>
            {pending ? t("sending") : t("submit")}
          </Button>
        </form>
      )}
    </section>
  );
}
