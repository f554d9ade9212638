import { mobileText } from "@/lib/booking/mobile-text";

/** One line of what was sent to the provider, in words. */
export type SentLine = { term: string; value: string };
export type SentStop = { title: string; lines: string[] };

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {});
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** The names behind the ids a request carries, as Ridedesk knows them; the ids stay in the JSON as sent. */
export type SentNames = { requester?: string | null; product?: string | null; rider?: string | null };

/**
 * A journey request as sent, in the words an agent compares with the provider's panel: who, when,
 * which ride, each stop with its address, meeting point and contacts, and the details. People and
 * the product go by their names when known, by the id sent otherwise.
 */
export function describeSentRequest(request: Record<string, unknown>, names: SentNames = {}): { lines: SentLine[]; stops: SentStop[] } {
  const rider = obj(request.rider);
  const riderWords = text(rider.id)
    ? text(names.rider) ? `${text(names.rider)} (company user)` : `Company user ${rider.id as string}`
    : [text(rider.name), mobileText(rider.mobile) || null, text(rider.email), text(rider.locale) ? `speaks ${rider.locale === "es" ? "Spanish" : "English"}` : null].filter(Boolean).join(" · ");
  const lines: SentLine[] = [
    { term: "Requester", value: (text(request.requester_id) && text(names.requester)) || text(request.requester_id) || "—" },
    { term: "Rider", value: riderWords || "—" },
    { term: "Pickup time", value: text(request.start_at) ? `${request.start_at as string} (pickup's local time)` : "As soon as possible" },
    { term: "Product", value: (text(request.product_id) && text(names.product)) || text(request.product_id) || "—" },
  ];
  if (text(request.message)) lines.push({ term: "Message for the driver", value: request.message as string });
  if (text(request.reason)) lines.push({ term: "Reason", value: request.reason as string });
  if (text(request.label_slug)) lines.push({ term: "Label", value: request.label_slug as string });
  if (text(request.preferred_driver_id)) lines.push({ term: "Preferred driver", value: request.preferred_driver_id as string });

  const sent = (Array.isArray(request.stops) ? request.stops : []).map(obj);
  const stops = sent.map((s, i) => {
    const title = i === 0 ? "Pickup" : i === sent.length - 1 ? "Destination" : `Stop ${i + 1}`;
    const street = [text(s.addr), text(s.num)].filter(Boolean).join(" ");
    const place = [text(s.name), street, [text(s.postal_code), text(s.city)].filter(Boolean).join(" "), text(s.country)].filter(Boolean).join(", ");
    const loc = Array.isArray(s.loc) ? (s.loc as number[]).join(", ") : "";
    const contacts = (Array.isArray(s.contacts) ? s.contacts : s.contact ? [s.contact] : []).map((c) => `Contact: ${text(obj(c).name) ?? "—"} ${mobileText(c)}`.trim());
    const mp = obj(s.meeting_point);
    return {
      title,
      lines: [
        place || "No address",
        `Coordinates ${loc}`,
        ...(text(mp.name) ? [`Meeting point: ${mp.name as string}`] : []),
        ...(text(s.instr) ? [`Instructions: ${s.instr as string}`] : []),
        ...contacts,
      ],
    };
  });
  return { lines, stops };
}
