"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { pauseSeriesAction, resumeSeriesAction, stopSeriesAction } from "@/app/(desk)/journeys/series/[id]/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import type { SeriesView } from "@/lib/series/view";
import type { Notice } from "./series-page";

/** Pause or resume the series, or stop it for good after asking. */
export function SeriesControls({ series, onNotice }: { series: SeriesView; onNotice: (n: Notice) => void }) {
  const t = useTranslations("series.page");
  const [asking, setAsking] = useState(false);
  const failed = (error: { message: string }) => onNotice({ tone: "error", text: error.message });
  const pause = useAction(pauseSeriesAction, { refresh: true, onSuccess: () => onNotice({ tone: "success", text: t("paused_done") }), onFailure: failed });
  const resume = useAction(resumeSeriesAction, { refresh: true, onSuccess: () => onNotice({ tone: "success", text: t("resumed_done") }), onFailure: failed });
  const stop = useAction(stopSeriesAction, {
    refresh: true,
    onSuccess: (done) => onNotice({ tone: "success", text: t("stopped_done", { count: done?.cancelled ?? 0 }) }),
    onFailure: failed,
  });
  if (series.status === "stopped") return null;
  const input = { seriesId: series.id };
  return (
    <div className="flex flex-wrap gap-2">
      {series.status === "active" ? (
        <Button variant="secondary" busy={pause.pending} onClick={() => void pause.run(input)}>
          {pause.pending ? t("pausing") : t("pause")}
        </Button>
      ) : (
        <Button variant="secondary" busy={resume.pending} onClick={() => void resume.run(input)}>
          {resume.pending ? t("resuming") : t("resume")}
        </Button>
      )}
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t("stop")}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t("stopTitle")}
        confirmLabel={t("stop")}
        busyLabel={t("stopping")}
        dismissLabel={t("keep")}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          await stop.run(input);
          setAsking(false);
        }}
      >
        <p>{t("stopBody")}</p>
      </ConfirmDialog>
    </div>
  );
}
