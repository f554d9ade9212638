import "server-only";
import { INTL_TAG, type Locale } from "@/lib/locales";
import { translator } from "@/lib/i18n/server-translator";
import type { Receipt } from "./receipt";
import { receiptPdf } from "./receipt-pdf";
import { receiptFileName, receiptView, type ReceiptWords } from "./receipt-view";

/** A receipt's words in one language. */
export async function receiptWords(locale: Locale): Promise<ReceiptWords> {
  const words = await translator(locale);
  return (key, values) => words(`receipts.${key}`, values);
}

/** A receipt as a PDF in one language, with its file name: what the download gives and the guest's email carries. */
export async function receiptFile(receipt: Receipt, locale: Locale): Promise<{ filename: string; content: Buffer }> {
  const words = await receiptWords(locale);
  const view = receiptView(receipt, words, INTL_TAG[locale]);
  const content = await receiptPdf(view, { subject: receipt.journeyId ?? receipt.bookingId, language: INTL_TAG[locale] });
  return { filename: receiptFileName(receipt, words), content };
}
