"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { useMessageText } from "@/components/ui/use-message-text";
import { INTL_TAG } from "@/lib/locales";
import { asSentence, breachMessage } from "@/lib/spend/breach-words";
import type { Breach } from "@/lib/spend/rules";

/**
 * A ride outside the spend rules, held: nothing was sent to the provider and the guest was told
 * nothing. Who can say yes, by when, and why it waits; the ride's page follows the answer.
 */
export function AwaitingApproval({
  bookingId,
  approvers,
  dueAt,
  breaches,
  onBookAnother,
}: {
  bookingId: string;
  approvers: string[];
  dueAt: string;
  breaches: Breach[];
  onBookAnother: () => void;
}) {
  const t = useTranslations("booking.awaiting");
  const words = useMessageText();
  const tag = INTL_TAG[useLocale() as keyof typeof INTL_TAG];
  return (
    <section aria-labelledby="awaiting-title" className="space-y-4">
      <h2 id="awaiting-title" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      <Alert tone="warning" title={approvers.length ? t("waitingFor", { names: approvers.join(", ") }) : t("waitingForAdmins")}>
        <p>{t.rich("due", { time: () => <LocalTime iso={dueAt} /> })}</p>
        <p className="mt-1">{t("nothingSent")}</p>
      </Alert>
      <div>
        <h3 className="text-sm font-medium text-slate-800">{t("why")}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {breaches.map((b, i) => (
            <li key={i}>{asSentence(words(breachMessage(b, tag)))}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link
          href={`/journeys/${bookingId}`}
          className="rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          {t("follow")}
        </Link>
        <Button variant="secondary" onClick={onBookAnother}>
          {t("bookAnother")}
        </Button>
      </div>
    </section>
  );
}
