import { z } from "zod";
import { route } from "@/lib/auth/route";
import { env } from "@/lib/env";
import { INTL_TAG } from "@/lib/locales";
import { currentLocale, translator } from "@/lib/i18n/server-translator";
import { rideReceipt } from "@/lib/receipts/receipt-queries";
import { receiptFileName, receiptView, type ReceiptWords } from "@/lib/receipts/receipt-view";
import { receiptPdf } from "@/lib/receipts/receipt-pdf";

export const dynamic = "force-dynamic";

/**
 * A ride's receipt as a PDF, in the reader's language, for whoever may see the ride (as its page):
 * someone else's ride is not found, as one that does not exist.
 */
export const GET = route({ role: "any", params: z.object({ id: z.uuid() }) }, async ({ params }, ctx) => {
  const config = env();
  const receipt = await rideReceipt(ctx, params.id, { name: config.companyName, zone: config.companyTimeZone });
  const locale = await currentLocale();
  const words = await translator(locale);
  const t: ReceiptWords = (key, values) => words(`receipts.${key}`, values);
  const view = receiptView(receipt, t, INTL_TAG[locale]);
  const pdf = await receiptPdf(view, { subject: receipt.journeyId ?? receipt.bookingId, language: INTL_TAG[locale] });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receiptFileName(receipt, t)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
