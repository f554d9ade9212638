import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { INTL_TAG } from "@/lib/locales";
import { attentionKey, type AttentionProblem } from "@/lib/booking/attention";
import type { BoardFreshness } from "@/lib/journeys/board";
import { timeIn, zoneName, type RowStatus } from "@/lib/journeys/board-format";
import { describeJourney, type StateAge } from "@/lib/journeys/describe";
import type { NotBookedKind } from "@/lib/journeys/not-booked";
import { stateWordKey, timelineWordKey, type JourneyStateTone } from "@/lib/booking/states";
import type { JourneyLive } from "@/lib/journeys/types";

/**
 * The journeys' codes (lib/journeys: states, problems, ages, what became of a booking) in the
 * reader's words, shared by the board, the journey page, the home page's rides and the booking
 * confirmation. Data inside a sentence (names, places, the provider's words) is marked
 * translate="no"; times are <time> elements.
 */

/** The reader's Intl tag (INTL_TAG), for times and money in their language. */
export const useIntlTag = (): string => INTL_TAG[useLocale()];

/** Rich-text tags: data shown as it came, and a time. */
export const asData = (chunks: ReactNode) => <span translate="no">{chunks}</span>;
export function timeTag(iso: string) {
  return function When(chunks: ReactNode) {
    return <time dateTime={iso}>{chunks}</time>;
  };
}
export const hiddenTag = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

/** A provider's state in the desk's words; a state the desk has no words for is shown as the provider wrote it. */
export function useStateWords() {
  const t = useTranslations("states");
  return {
    /** The words for a state, or null when the desk has none. */
    text: (state: string): string | null => {
      const key = stateWordKey(state);
      return key ? t(`board.${key}`) : null;
    },
    state: (state: string): ReactNode => {
      const key = stateWordKey(state);
      return key ? t(`board.${key}`) : asData(state);
    },
    timeline: (state: string): ReactNode => {
      const key = timelineWordKey(state);
      return key ? t(`timeline.${key}`) : asData(state);
    },
  };
}

/** A problem that needs the desk: its title, and what happened and what the desk can do. */
export function useAttentionWords() {
  const t = useTranslations("journeys");
  return {
    title: (problem: AttentionProblem) => t(`attention.title.${attentionKey(problem)}`),
    text: (problem: AttentionProblem) => t(`attention.text.${attentionKey(problem)}`),
  };
}

/** A pickup time with the place whose clock it is: "Mon 23 Nov, 16:14 (Madrid time)". */
export function useAtZone() {
  const t = useTranslations("journeys");
  return (iso: string, time: string, zone: string) => t.rich("atZone", { time, zone: zoneName(zone), when: timeTag(iso), place: asData });
}

/** The state of a journey or a board row, and how old it is, in words. */
export function useStatusWords() {
  const t = useTranslations("journeys");
  const words = useStateWords();
  const attention = useAttentionWords();
  const tag = useIntlTag();
  const status = (s: RowStatus): ReactNode => {
    switch (s.kind) {
      case "scheduled":
        // One element, so that a badge laid out as a flex box keeps the spaces between its parts.
        return (
          <span>
            {t.rich("status.scheduled", {
              time: timeIn(s.startMs, s.zone, true, tag),
              zone: zoneName(s.zone),
              when: timeTag(new Date(s.startMs).toISOString()),
              place: asData,
            })}
          </span>
        );
      case "unread":
        return s.checked ? t("status.unanswered") : t("status.checking");
      case "state":
        return words.state(s.state);
      case "pending":
        return t("status.pending");
      case "attention":
        return attention.title(s.problem);
      case "notBooked":
        return t(`notBooked.title.${s.how}`);
      case "approval":
        return t(`page.unbooked.${s.status}.title`);
    }
  };
  const age = (a: StateAge): string => {
    if (a.checking) return t(`status.ageChecking.${a.unit}`, { count: a.count });
    const when = t(`status.age.${a.unit}`, { count: a.count });
    return a.untilSearch ? t("status.untilSearch", { ago: when }) : when;
  };
  return { status, age };
}

/** A journey as the screens show it: its state in words, its tone and key, and its age when it may be out of date. */
export type JourneyInWords = { label: ReactNode; tone: JourneyStateTone; key: string; freshness: string | null };

type Facts = Pick<JourneyLive, "state" | "startAt" | "zone" | "readAt" | "checkedAt" | "following">;

/** describeJourney() in the reader's words. */
export function useJourneyDescription(): (facts: Facts, nowMs: number) => JourneyInWords {
  const { status, age } = useStatusWords();
  return (facts: Facts, nowMs: number) => {
    const d = describeJourney(facts, nowMs);
    return { label: status(d.status), tone: d.tone, key: d.key, freshness: d.age ? age(d.age) : null };
  };
}

/** Who said a booking was not booked, and when: "Ana Ruiz marked it not booked on Mon 23 Nov, 14:05." */
export function useNotBookedSentence() {
  const t = useTranslations("journeys");
  return (settled: { how: Exclude<NotBookedKind, "refused">; by: string | null; at: string }, time: string): ReactNode => {
    const when = timeTag(settled.at);
    if (settled.how === "rebooked") {
      return settled.by ? t.rich("notBooked.rebooked", { name: settled.by, time, who: asData, when }) : t.rich("notBooked.rebookedBySomeone", { time, when });
    }
    return settled.by ? t.rich("notBooked.marked", { name: settled.by, time, who: asData, when }) : t.rich("notBooked.markedBySomeone", { time, when });
  };
}

/** What the ride service said, in its own words. */
export function useProviderSaid() {
  const t = useTranslations("journeys");
  return (message: string) => t.rich("notBooked.providerSaid", { message, quote: asData });
}

/** Why the board's states may be out of date. */
export function BehindReason({ freshness }: { freshness: BoardFreshness }) {
  const t = useTranslations("journeys");
  if (freshness.reason === "jobs stopped") return <>{t("board.behind.jobsStopped")}</>;
  if (freshness.reason === "stale") return <>{t("board.behind.stale", { count: freshness.staleJourneys })}</>;
  return null;
}
