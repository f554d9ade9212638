import { getTranslations } from "next-intl/server";
import { BudgetsTable, type BudgetLine } from "@/app/(desk)/admin/policy/_components/budgets-table";
import { OwnRulesTable } from "@/app/(desk)/admin/policy/_components/own-rules-table";
import { LabelApprovers } from "@/app/(desk)/admin/policy/_components/label-approvers";
import { PolicyForm } from "@/app/(desk)/admin/policy/_components/policy-form";
import { PolicyMismatchNotice } from "@/app/(desk)/admin/policy/_components/policy-mismatch-notice";
import { SpendRulesForm } from "@/app/(desk)/admin/policy/_components/spend-rules-form";
import { listUsers } from "@/lib/accounts/queries";
import { listRequesters } from "@/lib/accounts/requester-queries";
import { requireUser } from "@/lib/auth/guard";
import { listSavedPlaces } from "@/lib/booking/saved-queries";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { activeLabelOptions, labelsBySlug } from "@/lib/labels/queries";
import { getPolicy, policyMismatches } from "@/lib/policy/queries";
import { listLabelApprovers } from "@/lib/spend/approvers-queries";
import { bookedProductNames, pricedCurrencies } from "@/lib/booking/history-queries";
import { listBudgets } from "@/lib/spend/budgets-queries";
import { localPickup } from "@/lib/spend/periods";
import { listRuleOverrides } from "@/lib/spend/overrides-queries";
import { getSpendRules } from "@/lib/spend/policy-queries";
import { spendRulesForm } from "@/lib/spend/schema";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata() {
  const t = await getTranslations("policy");
  return { title: t("title") };
}

export default async function PolicyPage() {
  await requireUser("admin");
  const t = await getTranslations("policy");
  const words = await getTranslations("spend");
  const database = await db();
  const zone = env().companyTimeZone;
  // Budgets' periods are the company's: today is the date on its clock, not the server's.
  const today = localPickup(new Date(), zone).date;
  const [{ updatedAt, ...policy }, mismatches, rules, budgets, labelChoices, requesters, users, currencies, productNames, approvers, savedPlaces, overrides] =
    await Promise.all([
      getPolicy(database),
      policyMismatches(database),
      getSpendRules(database),
      listBudgets(database, today),
      activeLabelOptions(database),
      listRequesters(database, { activeOnly: true }),
      listUsers(database),
      pricedCurrencies(database),
      bookedProductNames(database),
      listLabelApprovers(database),
      listSavedPlaces(database),
      listRuleOverrides(database),
    ]);
  const budgetLabels = await labelsBySlug(
    database,
    budgets.filter((b) => b.scope === "label").map((b) => b.subject),
  );
  const requesterName = new Map(requesters.map((r) => [r.id, `${r.name} ${r.surname}`.trim() || r.email]));
  const lines: BudgetLine[] = budgets.map((b) => ({
    id: b.id,
    scope: b.scope,
    subject: b.subject,
    subjectName: (b.scope === "label" ? budgetLabels.get(b.subject)?.name : requesterName.get(b.subject)) ?? b.subject,
    period: b.period,
    amountMinor: b.amountMinor,
    currency: b.currency,
    onExceed: b.onExceed,
    spentMinor: b.spentMinor,
    committedMinor: b.committedMinor,
    leftMinor: b.leftMinor,
    projectedMinor: b.projectedMinor,
  }));
  const labels = labelChoices.map((l) => ({ value: l.slug, name: l.name }));
  const choices = { currencies, productNames, savedPlaces, mapStyleUrl: env().mapStyleUrl };
  const requesterChoices = requesters.map((r) => ({ value: r.id, name: requesterName.get(r.id)! }));
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} intro={t("intro")} />
      <PolicyMismatchNotice mismatches={mismatches.map((m) => ({ ...m, lastAt: m.lastAt.toISOString() }))} />
      <PolicyForm initial={policy} savedAt={updatedAt?.toISOString() ?? null} />
      <header id="spend" className="pt-4">
        <h2 className="text-xl font-bold">{words("title")}</h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{words("intro")}</p>
      </header>
      <SpendRulesForm initial={spendRulesForm(rules, currencies[0] ?? "EUR")} choices={choices} />
      <OwnRulesTable
        lines={overrides.map(({ id, scope, subject, name, rules: own }) => ({ id, scope, subject, name, rules: own }))}
        company={rules}
        labels={labels}
        requesters={requesterChoices}
        choices={choices}
      />
      <BudgetsTable budgets={lines} labels={labels} requesters={requesterChoices} currencies={currencies} today={{ date: today, zone }} />
      <LabelApprovers
        labels={labels}
        people={users.filter((u) => u.active).map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role }))}
        approvers={approvers}
      />
    </div>
  );
}
