import "server-only";
import PDFDocument from "pdfkit";
import type { ReceiptView } from "./receipt-view";

const MARGIN = 56;

/** Helvetica's encoding (WinAnsi) has the no-break space but not the narrow one some languages' times and amounts use. */
const drawable = (text: string) => text.replace(/[\u202f\u2009]/g, "\u00a0");
const LABEL_WIDTH = 170;

/**
 * A receipt as an A4 PDF, drawn on the server with PDFKit's built-in Helvetica (no browser, no font
 * files of ours: its encoding covers the accents of en, es and pt and the euro sign). The same
 * headed rows as the page, so the filed copy and the printed one agree.
 */
export function receiptPdf(view: ReceiptView, meta: { subject: string; language: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: meta.language,
    info: { Title: view.title, Author: view.company, Subject: meta.subject },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.font("Helvetica-Bold").fontSize(18).text(drawable(view.company));
  doc.font("Helvetica").fontSize(13).fillColor("#334155").text(drawable(view.title)).moveDown(0.6);
  doc.fillColor("#0f172a");
  for (const section of view.sections) {
    doc
      .moveDown(0.6)
      .font("Helvetica-Bold")
      .fontSize(11)
      // From the left margin: the last row left the cursor in the value column.
      .text(drawable(section.heading), MARGIN, doc.y, { width });
    const top = doc.y + 2;
    doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + width, top)
      .lineWidth(0.5)
      .strokeColor("#cbd5e1")
      .stroke();
    doc.y = top + 4;
    doc.font("Helvetica").fontSize(10);
    for (const [label, value] of section.rows) {
      const y = doc.y;
      doc.fillColor("#475569").text(drawable(label), MARGIN, y, { width: LABEL_WIDTH - 8 });
      const afterLabel = doc.y;
      doc.fillColor("#0f172a").text(drawable(value), MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
      doc.y = Math.max(afterLabel, doc.y) + 2;
    }
  }
  if (view.note) doc.moveDown(1).font("Helvetica-Oblique").fontSize(10).fillColor("#334155").text(drawable(view.note), MARGIN, doc.y, { width });
  doc.end();
  return done;
}
