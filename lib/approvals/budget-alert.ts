import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { budgetPeriods, budgets } from "@/lib/db/schema";
import { INTL_TAG, isLocale, type Locale } from "@/lib/locales";
import { formatMoney } from "@/lib/money";
import { translator } from "@/lib/i18n/server-translator";
import type { MailCarrier } from "@/lib/outbound/carriers";
import { unlinkable } from "@/lib/outbound/unlinkable";
import { approversOf } from "@/lib/spend/approvals-queries";
import type { BudgetAlert } from "@/lib/spend/hold";
import { subjectKey, subjectNames } from "@/lib/spend/subject-names";

export type BudgetAlertDeps = {
  db: () => Promise<Db>;
  mail: () => MailCarrier | null;
  appUrl: string;
  mailDomain: string;
  deskLanguage: (db: Db) => Promise<Locale>;
};

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Tells a budget's approvers (its label's, and every admin; every admin for a requester's budget)
 * that a booking took it to 80 % or 100 % of its amount, each in their own language. The threshold
 * was claimed once for the period when the ride was charged; a retry of this job sends with the same
 * Message-ID, so a receiver that keeps one copy per Message-ID shows it once. Returns how many were told.
 */
export async function sendBudgetAlert(deps: BudgetAlertDeps, alert: BudgetAlert): Promise<number> {
  const db = await deps.db();
  const mail = deps.mail();
  if (!mail) return 0;
  const [budget] = await db.select().from(budgets).where(eq(budgets.id, alert.budgetId));
  if (!budget) return 0;
  const [period] = await db
    .select()
    .from(budgetPeriods)
    .where(and(eq(budgetPeriods.budgetId, budget.id), eq(budgetPeriods.periodStart, alert.periodStart)));
  const used = (period?.committedMinor ?? 0) + (period?.spentMinor ?? 0);
  const name = (await subjectNames(db, [budget])).get(subjectKey(budget))!;
  const people = await approversOf(db, budget.scope === "label" ? budget.subject : null);
  const desk = await deps.deskLanguage(db);
  for (const person of people) {
    const locale = person.locale && isLocale(person.locale) ? person.locale : desk;
    const t = await translator(locale);
    const tag = INTL_TAG[locale];
    const facts = {
      scope: budget.scope,
      name: unlinkable(name),
      pct: alert.pct,
      period: budget.period,
      start: alert.periodStart,
      used: formatMoney(used, budget.currency, tag),
      amount: formatMoney(budget.amountMinor, budget.currency, tag),
      left: formatMoney(Math.max(0, budget.amountMinor - used), budget.currency, tag),
    };
    const subject = t("alerts.budget.subject", facts);
    const lines = [t("alerts.budget.body", facts), t("alerts.budget.next", facts)];
    const url = `${deps.appUrl.replace(/\/+$/, "")}/admin/policy`;
    const link = t("alerts.budget.link");
    await mail.send({
      to: person.email,
      subject,
      text: [...lines, "", `${link}: ${url}`, ""].join("\n"),
      html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}<p><a href="${escapeHtml(url)}">${escapeHtml(link)}</a></p></body></html>`,
      messageId: `<budget-${budget.id}-${alert.periodStart}-${alert.pct}-${person.id}@${deps.mailDomain}>`,
    });
  }
  return people.length;
}
