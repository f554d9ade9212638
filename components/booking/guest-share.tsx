"use client";

import { useId } from "react";
import { QRCodeSVG } from "qrcode.react";
import { Alert } from "@/components/ui/alert";
import type { Language } from "@/lib/i18n/localized";
import { CopyField } from "@/components/ui/copy-field";
import { guestShare, type GuestMessageInput } from "@/lib/guest-page/share-texts";

const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Spanish", pt: "Portuguese" };

const linkButton =
  "inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";

export type GuestShareProps = GuestMessageInput & {
  /** Our guest's page (/r/<token>), absolute; null only for a booking that has none. */
  guestUrl: string | null;
  /** The provider's live tracking page, offered beside it once the provider has issued it. */
  publicUrl: string | null;
};

/** The guest's page: to copy, to scan, or to send in a message in the guest's language; the provider's live map beside it. */
export function GuestShare({ guestUrl, publicUrl, ...message }: GuestShareProps) {
  const id = useId();
  const share = guestShare({ ...message, guestUrl, publicUrl });

  if (!share.available) {
    return (
      <div data-testid="guest-link-unavailable">
        <Alert tone="warning" title={share.reason}>
          The provider has not yet issued the page where the guest follows the ride. The journey is booked all the same;
          the link usually appears once the provider updates the journey.
        </Alert>
      </div>
    );
  }
  const url = share.link;
  const tracking = publicUrl?.trim() && publicUrl.trim() !== url ? publicUrl.trim() : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-slate-900">
        Share with the guest
      </h3>
      <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
        <figure className="flex flex-col items-center gap-2 self-start rounded-lg border border-slate-200 bg-white p-3">
          <QRCodeSVG value={url} size={152} marginSize={1} level="M" title="QR code for the guest link" fgColor="#0f172a" />
          <figcaption className="max-w-40 text-center text-xs text-slate-500">Scan with a phone to open the guest link</figcaption>
        </figure>

        <div className="min-w-0 space-y-4">
          <CopyField
            label="Guest link"
            value={url}
            buttonLabel="Copy link"
            description="The guest's page: meeting point, driver and car, and the ride's state. No sign-in needed."
            testId="guest-link"
          />
          {tracking && (
            <CopyField
              label="Live map (the ride service's page)"
              value={tracking}
              buttonLabel="Copy map link"
              description="The car on a live map. The guest's page links to it too."
              testId="provider-link"
            />
          )}

          <div role="group" aria-labelledby={`${id}-send`} className="space-y-2">
            <p id={`${id}-send`} className="text-sm font-medium text-slate-800">
              Send the message
            </p>
            <div className="flex flex-wrap gap-2">
              <a href={share.links.sms} className={linkButton} data-testid="share-sms">
                SMS
              </a>
              <a href={share.links.email} className={linkButton} data-testid="share-email">
                Email
              </a>
              <a href={share.links.whatsapp} target="_blank" rel="noopener noreferrer" className={linkButton} data-testid="share-whatsapp">
                WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>

          <CopyField
            label="Message for the guest"
            value={share.message}
            buttonLabel="Copy message"
            description={`In ${LANGUAGE_NAMES[message.language]}, the guest's language. The buttons above send this text.`}
            multiline
            lang={message.language}
            testId="guest-message"
          />
        </div>
      </div>
    </section>
  );
}
