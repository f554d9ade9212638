"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";

/**
 * A ride the guest calls when ready, recorded and charged: nothing was sent to the provider yet.
 * The guest's link (sent by their channels, or to share by hand) and the window it works in.
 */
export function WaitingForGuest({
  bookingId,
  guestUrl,
  opensAt,
  closesAt,
  onBookAnother,
}: {
  bookingId: string;
  guestUrl: string | null;
  opensAt: string;
  closesAt: string;
  onBookAnother: () => void;
}) {
  const t = useTranslations("booking.waiting");
  return (
    <section aria-labelledby="waiting-title" className="space-y-4" data-testid="waiting-for-guest">
      <h2 id="waiting-title" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      <Alert tone="info" title={t("window")}>
        <p>{t.rich("between", { from: () => <LocalTime iso={opensAt} />, until: () => <LocalTime iso={closesAt} /> })}</p>
        <p className="mt-1">{t("nothingSent")}</p>
      </Alert>
      {guestUrl && (
        <p className="text-sm text-slate-700">
          {t("link")}{" "}
          <a href={guestUrl} className="break-all font-mono text-brand-800 underline" data-testid="waiting-guest-link" target="_blank" rel="noreferrer">
            {guestUrl}
          </a>
        </p>
      )}
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
