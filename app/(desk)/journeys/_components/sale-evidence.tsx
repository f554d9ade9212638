import { useTranslations } from "next-intl";
import { asData, timeTag, useIntlTag } from "@/components/journeys/journey-words";
import { pickupTime } from "@/lib/journeys/rules";
import { formatMoney } from "@/lib/money";
import type { SaleEvidence } from "@/lib/sales/invoice";

/** A sale that fits an uncertain booking, offered as evidence that it was booked; the person still decides. */
export function SaleEvidenceNote({ evidence, zone }: { evidence: SaleEvidence; zone: string | null }) {
  const t = useTranslations("journeys.page.invoice");
  const tag = useIntlTag();
  const values = {
    time: pickupTime(evidence.startAt, zone, tag),
    when: timeTag(evidence.startAt),
    place: evidence.place ?? "",
    journeyId: evidence.journeyId,
    code: evidence.code,
    amount: formatMoney(evidence.totalMinor, evidence.currency, tag),
    data: asData,
  };
  return (
    <p className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950" data-testid="sale-evidence">
      {t.rich(evidence.place ? "evidence" : "evidenceNoPlace", values)}
    </p>
  );
}
