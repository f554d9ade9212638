"use client";

import { useTranslations } from "next-intl";
import { useRef, type KeyboardEvent } from "react";
import { BOARD_TABS, type BoardTab } from "@/lib/journeys/board";

export const TAB_PANEL_ID = "journeys-board-panel";
export const tabId = (tab: BoardTab) => `journeys-tab-${tab}`;

/**
 * The board's tabs, as a WAI-ARIA tablist: one tab in the page's tab order (the chosen one),
 * arrow keys, Home and End move between them and choose as they go.
 */
export function BoardTabs({ tab, attentionCount, onChoose }: { tab: BoardTab; attentionCount: number | null; onChoose: (tab: BoardTab) => void }) {
  const t = useTranslations("journeys");
  const refs = useRef<Partial<Record<BoardTab, HTMLButtonElement | null>>>({});
  const move = (e: KeyboardEvent, from: number) => {
    const last = BOARD_TABS.length - 1;
    const to = { ArrowRight: from === last ? 0 : from + 1, ArrowLeft: from === 0 ? last : from - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = BOARD_TABS[to]!;
    refs.current[next]?.focus();
    onChoose(next);
  };
  return (
    <div role="tablist" aria-label={t("title")} className="flex flex-wrap gap-1 border-b border-slate-200">
      {BOARD_TABS.map((each, i) => {
        const selected = each === tab;
        return (
          <button
            key={each}
            ref={(el) => {
              refs.current[each] = el;
            }}
            id={tabId(each)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={TAB_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChoose(each)}
            onKeyDown={(e) => move(e, i)}
            className={`-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700 ${
              selected ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {t(`board.tabs.${each}`)}
            {each === "attention" && attentionCount !== null && (
              <span
                data-testid="attention-count"
                aria-label={t("board.tabs.attentionCount", { count: attentionCount })}
                className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${attentionCount > 0 ? "bg-amber-600 text-white" : "bg-slate-200 text-slate-700"}`}
              >
                {attentionCount}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
