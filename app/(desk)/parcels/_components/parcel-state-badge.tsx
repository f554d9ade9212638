import { useTranslations } from "next-intl";
import { parcelStateTone } from "@/lib/parcel-states";
import type { ParcelView } from "@/lib/parcels/query-options";
import { parcelStatusWord } from "@/lib/parcels/format";
import { StatusText } from "./parcel-words";

const TONES = {
  neutral: "bg-slate-100 text-slate-700",
  active: "bg-brand-100 text-brand-800",
  done: "bg-emerald-100 text-emerald-800",
  problem: "bg-rose-100 text-rose-800",
} as const;

/** The parcel's state at a glance, and beside it any request still waiting for the state to move. */
export function ParcelStateBadge({ parcel }: { parcel: Pick<ParcelView, "status" | "state" | "requested"> }) {
  const t = useTranslations("parcels");
  const tone = parcel.status === "failed" ? "problem" : parcel.status === "created" ? parcelStateTone(parcel.state) : "neutral";
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span data-testid="parcel-state" className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${TONES[tone]}`}>
        <StatusText shown={parcelStatusWord(parcel)} />
      </span>
      {parcel.requested && (
        <span data-testid="parcel-requested" className="rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900">
          {t(`requested.${parcel.requested}`)}
        </span>
      )}
    </span>
  );
}
