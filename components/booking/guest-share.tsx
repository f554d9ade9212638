"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { Alert } from "@/components/ui/alert";
import { CopyField } from "@/components/ui/copy-field";
import { guestShare, type GuestMessageInput } from "@/lib/messaging/guest-message";

const linkButton =
  "inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";

export type GuestShareProps = GuestMessageInput & {
  /** Our guest's page (/r/<token>), absolute; null only for a booking that has none. */
  guestUrl: string | null;
  /** The provider's live tracking page, offered beside it once the provider has issued it. */
  publicUrl: string | null;
};

/**
 * The guest's page: to copy, to scan, or to send in a message in the guest's language; the
 * provider's live map beside it. Its own words are in the reader's language, the message in the guest's.
 */
export function GuestShare({ guestUrl, publicUrl, ...message }: GuestShareProps) {
  const t = useTranslations("booking.share");
  const id = useId();
  const share = guestShare({ ...message, guestUrl, publicUrl });

  if (!share.available) {
    return (
      <div data-testid="guest-link-unavailable">
        <Alert tone="warning" title={t("unavailableTitle")}>
          {t("unavailable")}
        </Alert>
      </div>
    );
  }
  const url = share.link;
  const tracking = publicUrl?.trim() && publicUrl.trim() !== url ? publicUrl.trim() : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-slate-900">
        {t("heading")}
      </h3>
      <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
        <figure className="flex flex-col items-center gap-2 self-start rounded-lg border border-slate-200 bg-white p-3">
          <QRCodeSVG value={url} size={152} marginSize={1} level="M" title={t("qrTitle")} fgColor="#0f172a" />
          <figcaption className="max-w-40 text-center text-xs text-slate-500">{t("qrCaption")}</figcaption>
        </figure>

        <div className="min-w-0 space-y-4">
          <CopyField label={t("link")} value={url} buttonLabel={t("copyLink")} description={t("linkHint")} testId="guest-link" />
          {tracking && <CopyField label={t("liveMap")} value={tracking} buttonLabel={t("copyLiveMap")} description={t("liveMapHint")} testId="provider-link" />}

          <div role="group" aria-labelledby={`${id}-send`} className="space-y-2">
            <p id={`${id}-send`} className="text-sm font-medium text-slate-800">
              {t("send")}
            </p>
            <div className="flex flex-wrap gap-2">
              <a href={share.links.sms} className={linkButton} data-testid="share-sms">
                {t("sms")}
              </a>
              <a href={share.links.email} className={linkButton} data-testid="share-email">
                {t("email")}
              </a>
              <a href={share.links.whatsapp} target="_blank" rel="noopener noreferrer" className={linkButton} data-testid="share-whatsapp">
                {t.rich("whatsapp", { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
              </a>
            </div>
          </div>

          <CopyField
            label={t("message")}
            value={share.message}
            buttonLabel={t("copyMessage")}
            description={t("messageHint", { language: message.language })}
            multiline
            lang={message.language}
            testId="guest-message"
          />
        </div>
      </div>
    </section>
  );
}
