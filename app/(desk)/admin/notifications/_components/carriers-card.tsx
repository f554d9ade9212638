import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import type { NotificationsAdminView } from "@/lib/notifications/admin-view";

const data = (chunks: ReactNode) => (
  <code className="rounded bg-slate-100 px-1 text-slate-800" translate="no">
    {chunks}
  </code>
);

function Row({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4" data-testid={testId}>
      <dt className="text-sm font-medium text-slate-800">{term}</dt>
      <dd className="min-w-0 break-words text-sm text-slate-700">{children}</dd>
    </div>
  );
}

/** How guests are reached on this installation, as its configuration says: the carriers, their senders, and where Twilio reports back. */
export function CarriersCard({ carriers }: { carriers: NotificationsAdminView["carriers"] }) {
  const t = useTranslations("notifications.carriers");
  const { twilio, email, sandboxInbox, statusCallbackUrl } = carriers;
  const sender = (from: string | null, variable: string) => (from ? data(from) : t.rich("noSender", { variable, code: data }));
  return (
    <Card title={t("title")} description={t("description")}>
      <dl className="divide-y divide-slate-100" data-testid="notification-carriers">
        <Row term={t("twilio")}>
          {twilio.mode === "remote" ? (
            t("twilioRemote")
          ) : (
            <>
              {t("twilioSandbox")}
              {sandboxInbox && (
                <>
                  {" "}
                  <Link href={sandboxInbox} className="font-medium text-brand-700 underline hover:text-brand-800">
                    {t("sandboxInbox")}
                  </Link>
                </>
              )}
            </>
          )}
        </Row>
        <Row term={t("sms")}>{sender(twilio.smsFrom, "TWILIO_SMS_FROM")}</Row>
        <Row term={t("whatsapp")}>{sender(twilio.whatsappFrom, "TWILIO_WHATSAPP_FROM")}</Row>
        <Row term={t("email")} testId="carrier-email">
          {email
            ? t.rich("emailSetUp", { host: email.host, from: email.from, code: data })
            : t.rich("emailNotSetUp", { url: "SMTP_URL", from: "MAIL_FROM", code: data })}
        </Row>
        <Row term={t("statusCallback")}>
          <span className="block">{data(statusCallbackUrl)}</span>
          <span className="mt-1 block text-xs text-slate-500">{t("statusCallbackHint")}</span>
        </Row>
      </dl>
    </Card>
  );
}
