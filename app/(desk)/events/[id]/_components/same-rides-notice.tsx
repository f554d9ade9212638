"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { keepSameEventRidesAction } from "@/app/(desk)/events/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import { isLeftOut } from "@/lib/events/summary";
import type { EventView } from "@/lib/events/view";
import { useMoney } from "./event-words";
import { eventKeys } from "@/lib/events/query-options";

/**
 * The rows left out because they repeat rides already booked or waiting, counted, and the one button
 * that ticks them all back in, after a confirmation that names how many and what they would cost.
 */
export function SameRidesNotice({ view }: { view: Pick<EventView, "batch" | "rows" | "leftOut"> }) {
  const t = useTranslations("events");
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const { run, problem, reset } = useAction(keepSameEventRidesAction, { invalidate: [eventKeys.one(view.batch.id)] });
  const rows = view.rows.filter(isLeftOut);
  if (rows.length === 0) return null;
  const priced = view.leftOut.reduce((n, c) => n + c.rows, 0);
  const total = view.leftOut.length ? money.all(view.leftOut) : null;

  async function keepAll() {
    await run({ batchId: view.batch.id, rowIds: rows.map((row) => row.id), keep: true });
    setOpen(false);
  }

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="same-rides">
      <p className="flex-1">{t("batch.same.notice", { count: rows.length })}</p>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        disabled={view.batch.status === "booking"}
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        {t("batch.same.keepAll", { count: rows.length })}
      </Button>
      {problem && (
        <p role="alert" className="w-full text-rose-700">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={open}
        title={total ? t("batch.same.title", { count: rows.length, total }) : t("batch.same.titleUnpriced", { count: rows.length })}
        confirmLabel={t("batch.same.ok", { count: rows.length })}
        busyLabel={t("batch.same.busy")}
        dismissLabel={t("batch.same.dismiss")}
        onConfirm={keepAll}
        onClose={() => setOpen(false)}
      >
        <p>{t("batch.same.text", { count: rows.length })}</p>
        {total && priced < rows.length && <p>{t("batch.same.someUnpriced", { count: rows.length - priced })}</p>}
      </ConfirmDialog>
    </div>
  );
}
