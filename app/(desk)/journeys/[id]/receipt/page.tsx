import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { ActionError } from "@/lib/action-result";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { INTL_TAG, type Locale } from "@/lib/locales";
import { rideReceipt } from "@/lib/receipts/receipt-queries";
import { receiptView, type ReceiptWords } from "@/lib/receipts/receipt-view";
import { findBooking } from "@/lib/booking/queries";
import { receiptEmailOf } from "@/lib/messaging/receipt-message";
import { hasReceipt } from "@/lib/receipts/receipt-email";
import { EmailReceipt, type ReceiptEmailState } from "./email-receipt";
import { PrintButton } from "./print-button";

export async function generateMetadata() {
  const t = await getTranslations("receipts");
  return { title: t("metaTitle") };
}

/** On paper: A4, the receipt alone (no header, navigation or buttons). */
const PRINT_CSS = `@page { size: A4; margin: 16mm; }
@media print {
  .min-h-screen > header, [data-print="hide"] { display: none !important; }
  #main { max-width: none; padding: 0; margin: 0; }
  body { background: #fff; }
  section { break-inside: avoid; }
}`;

/** A ride's receipt, to print or file: the same rows as its PDF, for whoever may see the ride. */
export default async function ReceiptPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  const config = env();
  // Someone else's ride gets the same 404 as one that does not exist.
  const database = await db();
  const receipt = await rideReceipt({ user, db: database }, id.data, { name: config.companyName, zone: config.companyTimeZone }).catch((e: unknown) => {
    if (e instanceof ActionError && e.code === "not_found") notFound();
    throw e;
  });
  const [booking, email] = await Promise.all([findBooking(database, id.data), receiptEmailOf(database, id.data)]);
  const t = await getTranslations("receipts");
  const words: ReceiptWords = (key, values) => t(key, values);
  const view = receiptView(receipt, words, INTL_TAG[(await getLocale()) as Locale]);
  return (
    <article className="mx-auto max-w-3xl space-y-6 bg-white text-slate-900" data-testid="receipt">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm" data-print="hide">
        <Link href={`/journeys/${receipt.bookingId}`} className="text-brand-700 underline">
          {t("back")}
        </Link>
        <div className="flex gap-3">
          <PrintButton label={t("print")} />
          <a
            href={`/api/receipts/${receipt.bookingId}`}
            className="rounded border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50"
            download
          >
            {t("downloadPdf")}
          </a>
        </div>
      </div>
      <header>
        <p className="text-xl font-bold">{view.company}</p>
        <h1 className="text-2xl font-bold">{view.title}</h1>
      </header>
      {view.sections.map((section, i) => (
        <section key={i} aria-labelledby={`receipt-${i}`} data-testid="receipt-section">
          <h2 id={`receipt-${i}`} className="border-b border-slate-300 pb-1 text-base font-semibold">
            {section.heading}
          </h2>
          <dl className="mt-2 grid grid-cols-[12rem_1fr] gap-x-4 gap-y-1 text-sm">
            {section.rows.map(([label, value], j) => (
              <div key={j} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {view.note && (
        <p className="text-sm italic text-slate-700" data-testid="receipt-note">
          {view.note}
        </p>
      )}
      {hasReceipt(receipt) && (
        <EmailReceipt bookingId={receipt.bookingId} guestEmail={booking?.guestEmail ?? ""} state={emailState(email)} mailOn={config.messaging.email !== null} />
      )}
    </article>
  );
}

const ON_ITS_WAY = new Set(["pending", "sending", "queued"]);

/** The receipt email as the desk needs to see it: where it went, and whether it may go again. */
function emailState(m: Awaited<ReturnType<typeof receiptEmailOf>>): ReceiptEmailState {
  if (!m) return { kind: "none" };
  if (ON_ITS_WAY.has(m.status)) return { kind: "on_its_way", to: m.recipient };
  if (m.status === "sent" || m.status === "delivered") return { kind: "sent", to: m.recipient, at: (m.sentAt ?? m.createdAt).toISOString() };
  return { kind: "not_sent", to: m.recipient };
}
