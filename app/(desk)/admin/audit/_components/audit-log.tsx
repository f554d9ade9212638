"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { ActionOptions, AuditDetails } from "./audit-details";
import { isAuditActionName } from "@/lib/audit/phrases";
import { LocalTime } from "@/components/ui/local-time";
import type { AuditFilterValues, AuditRow } from "@/app/(desk)/admin/_components/types";
import { PageHeader } from "@/components/ui/page-header";
import { Cell, EmptyState, HeaderCell, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";

type FilterKey = "action" | "q" | "from" | "to";

export function AuditLog({
  records,
  next,
  filter,
  invalidFilter,
}: {
  records: AuditRow[];
  next: number | null;
  filter: AuditFilterValues;
  invalidFilter: boolean;
}) {
  const t = useTranslations("audit");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, start] = useTransition();
  // Remounts the (uncontrolled) filter inputs when the filters are cleared.
  const [formKey, setFormKey] = useState(0);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  const href = (params: URLSearchParams) => (params.size ? `${pathname}?${params}` : pathname);
  const current = () => (invalidFilter ? new URLSearchParams() : new URLSearchParams(searchParams.toString()));

  function update(key: FilterKey, value: string) {
    const params = current();
    if (value.trim()) params.set(key, value.trim());
    else params.delete(key);
    params.delete("before"); // a new filter starts again from the newest records
    start(() => router.replace(href(params), { scroll: false }));
  }

  function search(value: string) {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => update("q", value), 300);
  }

  function clear() {
    clearTimeout(typing.current);
    setFormKey((k) => k + 1);
    start(() => router.replace(pathname, { scroll: false }));
  }

  const page = (before: number | null) => {
    const params = current();
    if (before === null) params.delete("before");
    else params.set("before", String(before));
    return href(params);
  };

  const filtered = Boolean(filter.action || filter.q || filter.from || filter.to);

  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} intro={t("intro")} />

      {invalidFilter && <Alert tone="info">{t("invalidFilter")}</Alert>}

      <form
        key={formKey}
        role="search"
        aria-label={t("filters.label")}
        onSubmit={(e) => e.preventDefault()}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1.5fr_auto_auto_auto] lg:items-end"
      >
        <Field label={t("filters.action")}>
          {(p) => (
            <Select {...p} name="action" defaultValue={filter.action ?? ""} onChange={(e) => update("action", e.target.value)}>
              <ActionOptions current={filter.action} />
            </Select>
          )}
        </Field>
        <Field label={t("filters.search")}>
          {(p) => (
            <Input
              {...p}
              type="search"
              name="q"
              defaultValue={filter.q ?? ""}
              placeholder={t("filters.searchPlaceholder")}
              onChange={(e) => search(e.target.value)}
            />
          )}
        </Field>
        <Field label={t("filters.from")}>
          {(p) => <Input {...p} type="date" name="from" defaultValue={filter.from ?? ""} max={filter.to} onChange={(e) => update("from", e.target.value)} />}
        </Field>
        <Field label={t("filters.to")}>
          {(p) => <Input {...p} type="date" name="to" defaultValue={filter.to ?? ""} min={filter.from} onChange={(e) => update("to", e.target.value)} />}
        </Field>
        <Button type="button" variant="ghost" onClick={clear} disabled={!filtered && !filter.before && !invalidFilter}>
          {t("filters.clear")}
        </Button>
      </form>

      <TableFrame bordered aria-busy={pending || undefined}>
        <Table caption={t("title")} density="roomy" className={`transition-opacity ${pending ? "opacity-60" : ""}`} data-testid="audit-table">
          <TableHead shaded>
            <HeaderCell>{t("columns.time")}</HeaderCell>
            <HeaderCell>{t("columns.who")}</HeaderCell>
            <HeaderCell>{t("columns.action")}</HeaderCell>
            <HeaderCell>{t("columns.target")}</HeaderCell>
            <HeaderCell>{t("columns.details")}</HeaderCell>
          </TableHead>
          <TableBody top>
            {records.map((r) => (
              <tr key={r.id} data-testid="audit-row" data-action={r.action}>
                <Cell className="whitespace-nowrap text-slate-600">
                  <LocalTime iso={r.at} />
                </Cell>
                <Cell className="whitespace-nowrap">
                  {r.actorEmail ? <span translate="no">{r.actorEmail}</span> : <span className="text-slate-500">—</span>}
                </Cell>
                <Cell>
                  {isAuditActionName(r.action) ? <span className="font-medium text-slate-900">{t(`actions.${r.action}`)}</span> : null}
                  <span className="block font-mono text-xs text-slate-500" translate="no">
                    {r.action}
                  </span>
                </Cell>
                <Cell className="text-slate-700">
                  {r.target ? (
                    r.target.label ? (
                      <span translate="no">{r.target.label}</span>
                    ) : (
                      <span className="break-all">
                        {t.rich("target", { type: r.target.type, id: r.target.id, code: (chunks) => <span translate="no">{chunks}</span> })}
                      </span>
                    )
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </Cell>
                <Cell>
                  <AuditDetails detail={r.detail} />
                </Cell>
              </tr>
            ))}
          </TableBody>
        </Table>
        {records.length === 0 && <EmptyState inFrame>{t("noRecords")}</EmptyState>}
      </TableFrame>

      <nav aria-label={t("pages")} className="flex justify-between gap-4 text-sm">
        {filter.before ? (
          <Link href={page(null)} className="font-medium text-brand-700 hover:underline">
            {t("newest")}
          </Link>
        ) : (
          <span />
        )}
        {next !== null && (
          <Link href={page(next)} className="font-medium text-brand-700 hover:underline">
            {t("older")}
          </Link>
        )}
      </nav>
    </div>
  );
}
