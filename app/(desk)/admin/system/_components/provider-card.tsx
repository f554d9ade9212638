import { useTranslations } from "next-intl";
import { SystemSection } from "./system-section";

/** Which ride provider Ridedesk talks to, and (in children) whether it answers. */
export function ProviderCard({ mode, baseUrl, children }: { mode: "sandbox" | "remote"; baseUrl: string; children: React.ReactNode }) {
  const t = useTranslations("system.provider");
  const url = (chunks: React.ReactNode) => (
    <code className="rounded bg-slate-100 px-1 text-slate-800" translate="no">
      {chunks}
    </code>
  );
  return (
    <SystemSection id="provider" title={t("title")}>
      {mode === "sandbox" ? (
        <div className="space-y-2 text-slate-700">
          <p data-testid="provider-mode">{t.rich("sandbox", { strong: (chunks) => <strong>{chunks}</strong> })}</p>
          <p className="text-sm text-slate-500">{t.rich("sandboxBase", { url: baseUrl, link: url, code: (chunks) => <code translate="no">{chunks}</code> })}</p>
        </div>
      ) : (
        <p className="text-slate-700" data-testid="provider-mode">
          {t.rich("remote", { url: baseUrl, strong: (chunks) => <strong translate="no">{chunks}</strong>, link: url })}
        </p>
      )}
      <div className="mt-4 border-t border-slate-100 pt-4">{children}</div>
    </SystemSection>
  );
}
