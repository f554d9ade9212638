"use client";

import { useTranslations } from "next-intl";
import { useNow } from "@/components/ui/use-now";

/** The time left to answer, ticking each minute; red under ten minutes. */
export function TimeLeft({ dueAt }: { dueAt: string }) {
  const t = useTranslations("approvals.list");
  const left = Math.floor((new Date(dueAt).getTime() - useNow(30_000)) / 60_000);
  return (
    <strong className={left < 10 ? "text-red-700" : "text-slate-800"}>
      {left < 0 ? t("overdue") : t("left", { hours: Math.floor(left / 60), minutes: left % 60 })}
    </strong>
  );
}
