"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useTransition } from "react";
import { Field, Input, Select } from "@/components/ui/field";
import type { LabelListQuery } from "@/lib/labels/schemas";

/** Search and state filter, kept in the address so a filtered list can be shared and reloaded. */
export function LabelFilters({ query }: { query: LabelListQuery }) {
  const t = useTranslations("labels.filters");
  const router = useRouter();
  const pathname = usePathname();
  const [pending, start] = useTransition();
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  function go(next: Partial<LabelListQuery>) {
    const { q, state } = { ...query, ...next };
    const params = new URLSearchParams();
    if (q.trim()) params.set("q", q.trim());
    if (state !== "all") params.set("state", state);
    // A new filter starts again from the first page.
    start(() => router.replace(params.size ? `${pathname}?${params}` : pathname, { scroll: false }));
  }

  return (
    <form
      role="search"
      aria-label={t("label")}
      aria-busy={pending || undefined}
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_12rem]"
    >
      <Field label={t("search")}>
        {(p) => (
          <Input
            {...p}
            type="search"
            name="q"
            placeholder={t("searchPlaceholder")}
            defaultValue={query.q}
            onChange={(e) => {
              clearTimeout(typing.current);
              const value = e.target.value;
              typing.current = setTimeout(() => go({ q: value }), 300);
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                clearTimeout(typing.current);
                go({ q: e.currentTarget.value });
              }
            }}
          />
        )}
      </Field>
      <Field label={t("show")}>
        {(p) => (
          <Select {...p} name="state" value={query.state} onChange={(e) => go({ state: e.target.value as LabelListQuery["state"] })}>
            <option value="all">{t("all")}</option>
            <option value="active">{t("active")}</option>
            <option value="inactive">{t("inactive")}</option>
          </Select>
        )}
      </Field>
    </form>
  );
}
