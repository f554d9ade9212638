"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { keepSearchingAction } from "@/app/(desk)/journeys/actions";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { asData, hiddenTag } from "@/components/journeys/journey-words";
import type { AttentionProblem } from "@/lib/booking/attention";
import { boardKeys } from "@/lib/journeys/board-query-options";
import { rebookHref } from "./attention-actions";

const link =
  "inline-flex items-center rounded-md px-2.5 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * A problem's fix from the board's row, in one click where one click is enough: keep searching
 * after no driver was found, rebook after a driver cancel or a no show. An unconfirmed booking
 * needs what was sent checked first, so it opens the journey page.
 */
export function BoardAttentionActions({ bookingId, problem, riderName }: { bookingId: string; problem: AttentionProblem; riderName: string }) {
  const t = useTranslations("journeys");
  const words = useMessageText();
  const [said, setSaid] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const { run, pending } = useAction(keepSearchingAction, {
    invalidate: [boardKeys.all],
    onSuccess: () => setSaid({ tone: "ok", text: t("attention.onBoard.searching") }),
    // A refusal comes in the reader's words (server actions translate their failures); no answer at all, in the page's.
    onFailure: (error) => setSaid({ tone: "error", text: words(error.message) }),
  });
  // Each button names whose ride it acts on, for screen readers.
  const whose = { rider: riderName, hidden: hiddenTag, name: asData };

  const keepSearching = () => {
    setSaid(null);
    void run({ bookingId });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {problem === "not found" && (
        <Button type="button" size="sm" busy={pending} onClick={keepSearching}>
          {t.rich("attention.onBoard.keepSearching", whose)}
        </Button>
      )}
      {problem === "uncertain" ? (
        <Link href={`/journeys/${bookingId}`} className={`${link} bg-amber-700 text-white hover:bg-amber-800`}>
          {t.rich("attention.onBoard.check", whose)}
        </Link>
      ) : (
        <Link
          href={rebookHref(bookingId)}
          className={`${link} ${problem === "not found" ? "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50" : "bg-amber-700 text-white hover:bg-amber-800"}`}
        >
          {t.rich("attention.onBoard.rebook", whose)}
        </Link>
      )}
      {said && (
        <p role={said.tone === "error" ? "alert" : "status"} className={`basis-full text-xs ${said.tone === "error" ? "text-rose-700" : "text-emerald-800"}`}>
          {said.text}
        </p>
      )}
    </div>
  );
}
