import { z } from "zod";
import { route } from "@/lib/auth/route";
import { env } from "@/lib/env";
import { currentLocale } from "@/lib/i18n/server-translator";
import { rideReceipt } from "@/lib/receipts/receipt-queries";
import { receiptFile } from "@/lib/receipts/receipt-file";

export const dynamic = "force-dynamic";

/**
 * A ride's receipt as a PDF, in the reader's language, for whoever may see the ride (as its page):
 * someone else's ride is not found, as one that does not exist.
 */
export const GET = route({ role: "any", params: z.object({ id: z.uuid() }) }, async ({ params }, ctx) => {
  const config = env();
  const receipt = await rideReceipt(ctx, params.id, { name: config.companyName, zone: config.companyTimeZone });
  const { filename, content } = await receiptFile(receipt, await currentLocale());
  return new Response(new Uint8Array(content), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
