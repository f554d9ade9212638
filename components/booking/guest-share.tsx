"use client";

import { useId } from "react";
import { QRCodeSVG } from "qrcode.react";
import { Alert } from "@/components/ui/alert";
import type { Language } from "./localized";
import { CopyField } from "@/components/ui/copy-field";
import { guestShare, type GuestMessageInput } from "./share-texts";

const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Spanish" };

const linkButton =
  "inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";

/** The guest's tracking link: to copy, to scan, or to send in a message in the guest's language. */
export function GuestShare({ publicUrl, ...message }: GuestMessageInput & { publicUrl: string | null }) {
  const id = useId();
  const share = guestShare({ ...message, publicUrl });

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
  const url = publicUrl!.trim();

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
          <CopyField label="Guest link" value={url} buttonLabel="Copy link" testId="guest-link" />

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
