"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { removeHolidayAction } from "@/app/(desk)/admin/holidays/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import type { Holiday } from "@/lib/series/holidays";
import type { Notice } from "./holidays-page";

/** Removes a holiday after asking: series book that day again from their next send on. */
export function RemoveHolidayButton({ holiday, dayWords, onNotice }: { holiday: Holiday; dayWords: string; onNotice: (n: Notice) => void }) {
  const t = useTranslations("series.holidays");
  const [asking, setAsking] = useState(false);
  const { run } = useAction(removeHolidayAction, {
    refresh: true,
    onSuccess: () => onNotice({ tone: "success", text: t("removed", { name: holiday.name, day: dayWords }) }),
    onFailure: (error) => onNotice({ tone: "error", text: error.message }),
  });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)} aria-label={t("removeNamed", { name: holiday.name, day: dayWords })}>
        {t("remove")}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t("removeTitle", { name: holiday.name })}
        confirmLabel={t("remove")}
        busyLabel={t("removing")}
        dismissLabel={t("keep")}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          await run({ day: holiday.day });
          setAsking(false);
        }}
      >
        <p>{t("removeBody", { day: dayWords })}</p>
      </ConfirmDialog>
    </>
  );
}
