import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { LocalTime } from "@/components/ui/local-time";

export type MismatchLine = { field: "reason" | "label_slug"; message: string | null; count: number; lastAt: string };

/**
 * The ride service refused bookings our policy allowed: its company settings and this policy
 * disagree. Shown until the policy is next saved.
 */
export function PolicyMismatchNotice({ mismatches }: { mismatches: MismatchLine[] }) {
  const t = useTranslations("policy.mismatch");
  if (mismatches.length === 0) return null;
  return (
    <div data-testid="policy-mismatch">
      <Alert tone="warning" title={t("title")}>
        <ul className="list-disc space-y-1 pl-5">
          {mismatches.map((m) => {
            const values = {
              field: m.field === "reason" ? "reason" : "label",
              count: m.count,
              time: () => <LocalTime iso={m.lastAt} />,
              quote: (chunks: React.ReactNode) => <span translate="no">{chunks}</span>,
            };
            return <li key={m.field}>{m.message ? t.rich("lineWithMessage", { ...values, message: m.message }) : t.rich("line", values)}</li>;
          })}
        </ul>
        <p className="mt-2">{t("advice")}</p>
      </Alert>
    </div>
  );
}
