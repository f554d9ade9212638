import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { asData } from "@/components/journeys/journey-words";
import { describeSentRequest, type SentNames, type SentRider } from "@/lib/journeys/sent-request";
import { useStopName } from "./journey-stops";

/** Everything a booking sent to the provider, readably, to compare with the provider's panel: what was sent is shown as it was. */
export function SentRequestView({
  request,
  names,
  held,
}: {
  request: Record<string, unknown>;
  names?: SentNames;
  /** A ride held for approval or for its guest's call: nothing was sent yet, or (declined, ended unused) ever. */
  held?: "awaiting_approval" | "declined" | "waiting_for_guest" | "guest_never_ready" | "ready_cancelled";
}) {
  const t = useTranslations("journeys");
  const heading =
    held === "awaiting_approval"
      ? t("sent.headingAwaiting")
      : held === "waiting_for_guest"
        ? t("sent.headingWaiting")
        : held
          ? t("sent.headingDeclined")
          : t("sent.heading");
  const stopName = useStopName();
  const sent = describeSentRequest(request, names);
  const data = (value: string | null): ReactNode => (value ? asData(value) : "—");
  const lines: { term: string; value: ReactNode }[] = [
    { term: t("sent.terms.requester"), value: data(sent.requester) },
    { term: t("sent.terms.rider"), value: sent.rider ? <RiderWords rider={sent.rider} /> : "—" },
    { term: t("sent.terms.pickupTime"), value: sent.startAt ? t.rich("sent.localTime", { time: sent.startAt, when: asData }) : t("sent.asap") },
    { term: t("sent.terms.product"), value: data(sent.product) },
  ];
  if (sent.message) lines.push({ term: t("sent.terms.message"), value: data(sent.message) });
  if (sent.reason) lines.push({ term: t("sent.terms.reason"), value: data(sent.reason) });
  if (sent.label) lines.push({ term: t("sent.terms.label"), value: data(sent.label) });
  if (sent.preferredDriver) lines.push({ term: t("sent.terms.preferredDriver"), value: data(sent.preferredDriver) });
  return (
    <section aria-label={heading} data-testid="sent-request" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {lines.map((l) => (
          <div key={l.term} className="contents">
            <dt className="text-slate-500">{l.term}</dt>
            <dd className="break-words text-slate-900">{l.value}</dd>
          </div>
        ))}
      </dl>
      <ol className="space-y-2">
        {sent.stops.map((s) => (
          <li key={s.number}>
            <p className="font-medium text-slate-900">{stopName(s.role, s.number)}</p>
            <ul className="text-slate-700">
              <li className="break-words">{s.place ? asData(s.place) : t("stops.noAddress")}</li>
              <li className="break-words">{t("sent.coordinates", { coordinates: s.coordinates })}</li>
              {s.meetingPoint && <li className="break-words">{t.rich("sent.meetingPoint", { name: s.meetingPoint, data: asData })}</li>}
              {s.instructions && <li className="break-words">{t.rich("sent.instructions", { text: s.instructions, note: asData })}</li>}
              {s.contacts.map((c, i) => (
                <li key={i} className="break-words">
                  {c.name
                    ? t.rich("sent.contact", { name: c.name, mobile: c.mobile, data: asData, phone: asData })
                    : t.rich("sent.contactNoName", { mobile: c.mobile, phone: asData })}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <details>
        <summary className="cursor-pointer text-slate-600">{t("sent.json")}</summary>
        <pre className="mt-2 max-h-72 overflow-auto rounded bg-white p-2 text-xs" translate="no">
          {JSON.stringify(request, null, 2)}
        </pre>
      </details>
    </section>
  );
}

/** The rider as sent: a company user by name (or the id sent), or the guest's name, mobile, email and language. */
function RiderWords({ rider }: { rider: SentRider }) {
  const t = useTranslations("journeys");
  if (rider.kind === "user")
    return rider.name ? t.rich("sent.companyUser", { name: rider.name, data: asData }) : t.rich("sent.companyUserId", { id: rider.id, data: asData });
  const parts: ReactNode[] = [rider.name, rider.mobile, rider.email].filter((p): p is string => !!p).map((p) => asData(p));
  if (rider.language) parts.push(t("sent.speaks", { language: rider.language }));
  return (
    <>
      {parts.map((p, i) => (
        <span key={i}>
          {i > 0 && " · "}
          {p}
        </span>
      ))}
    </>
  );
}
