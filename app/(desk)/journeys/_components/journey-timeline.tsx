import { useTranslations } from "next-intl";
import { useIntlTag, useStateWords } from "@/components/journeys/journey-words";
import { timelineOf } from "@/lib/journeys/rules";

/** The states the journey has been through, with when each was first seen, on the pickup's clock and in the reader's language. */
export function JourneyTimeline({ stateTimes, zone }: { stateTimes: Record<string, string>; zone: string | null }) {
  const t = useTranslations("journeys");
  const states = useStateWords();
  const entries = timelineOf(stateTimes, zone, useIntlTag());
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t("timeline.empty")}</p>;
  return (
    <ol className="space-y-2 border-l-2 border-slate-200 pl-4" data-testid="journey-timeline">
      {entries.map((e) => (
        <li key={e.state} data-state={e.state} className="relative text-sm">
          <span aria-hidden className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-700" />
          <span className="font-medium text-slate-900">{states.timeline(e.state)}</span>{" "}
          <time dateTime={e.at} className="text-slate-600">
            {e.time}
          </time>
        </li>
      ))}
    </ol>
  );
}
