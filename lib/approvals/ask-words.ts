import "server-only";
import type { AlertLine, AlertMessage } from "@/lib/alerts/desk-alert";
import type { BookingRow } from "@/lib/booking/queries";
import { translator, wordsFor } from "@/lib/i18n/server-translator";
import { INTL_TAG, type Locale } from "@/lib/locales";
import { guestWords, startWords } from "@/lib/outbound/pickup-time-words";
import { formatMoney } from "@/lib/money";
import type { ApprovalRow } from "@/lib/spend/approvals-queries";
import { breachMessage } from "@/lib/spend/breach-words";

/**
 * An approval's email and channel message, in one language: built in the desk alerts' shape
 * (lib/alerts/desk-alert.ts), so the same email, Slack and Teams layouts carry it.
 */

type Ride = Pick<BookingRow, "id" | "riderName" | "pickupLabel" | "destinationLabel" | "productName" | "startAt" | "zone" | "labelSlug" | "reason">;

const base = (appUrl: string) => appUrl.replace(/\/+$/, "");
const keep = (lines: AlertLine[]) => lines.map((l) => ({ ...l, value: l.value.trim() })).filter((l) => l.value !== "");

/** The pickup's time on its own clock, as the guest's messages say it. */
const pickupTimeOf = (ride: Ride, locale: Locale) => startWords({ language: locale, startAt: ride.startAt, zone: ride.zone }, guestWords(locale));

/** A deadline on the pickup's clock, with the zone's name so no one reads it on their own. */
export const dueWords = (dueAt: Date, zone: string | null, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_TAG[locale], {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone ?? "UTC",
    timeZoneName: "short",
  }).format(dueAt);

const priceOf = (approval: ApprovalRow, locale: Locale) =>
  approval.priceMinor !== null && approval.currency ? formatMoney(approval.priceMinor, approval.currency, INTL_TAG[locale]) : "";

/** Asks for a yes or no: the ride, its price, the rules it breaks, who asked, the deadline, and the approval's link. */
export async function askMessage(input: {
  approval: ApprovalRow;
  booking: Ride;
  askedBy: string | null;
  locale: Locale;
  appUrl: string;
}): Promise<AlertMessage> {
  const { approval, booking, locale } = input;
  const t = await translator(locale);
  const tag = INTL_TAG[locale];
  const rules = await Promise.all(approval.breaches.map((b) => wordsFor(breachMessage(b, tag), locale)));
  const due = dueWords(approval.dueAt, booking.zone, locale);
  const price = priceOf(approval, locale);
  return {
    title: t("approvals.email.askTitle", { rider: booking.riderName, price, due }),
    lines: keep([
      { label: t("approvals.email.line.guest"), value: booking.riderName },
      { label: t("approvals.email.line.pickup"), value: booking.pickupLabel },
      { label: t("approvals.email.line.destination"), value: booking.destinationLabel },
      { label: t("approvals.email.line.pickupTime"), value: pickupTimeOf(booking, locale) },
      { label: t("approvals.email.line.product"), value: booking.productName ?? "" },
      { label: t("approvals.email.line.price"), value: price },
      { label: t("approvals.email.line.rules"), value: rules.join(" ") },
      { label: t("approvals.email.line.label"), value: booking.labelSlug ?? "" },
      { label: t("approvals.email.line.reason"), value: booking.reason ?? "" },
      { label: t("approvals.email.line.askedBy"), value: input.askedBy ?? "" },
      { label: t("approvals.email.line.due"), value: due },
    ]),
    fix: { label: t("approvals.email.open"), url: `${base(input.appUrl)}/approvals/${encodeURIComponent(approval.id)}` },
    ride: null,
  };
}

/** Tells the agent who asked what came of it, with the approver's note and the ride's page. */
export async function answerMessage(input: {
  approval: ApprovalRow;
  booking: Ride & Pick<BookingRow, "status">;
  decidedBy: string | null;
  locale: Locale;
  appUrl: string;
}): Promise<AlertMessage> {
  const { approval, booking, locale } = input;
  const t = await translator(locale);
  const booked = booking.status !== "awaiting_approval" && booking.status !== "declined";
  // A ride its guest calls when ready is not booked by the yes: it waits for the guest's call.
  const waiting = booking.status === "waiting_for_guest";
  const words = { rider: booking.riderName, time: pickupTimeOf(booking, locale) };
  const title =
    approval.status === "approved"
      ? waiting
        ? t("approvals.email.answer.approvedWaiting", words)
        : booked
          ? t("approvals.email.answer.approvedBooked", words)
          : t("approvals.email.answer.approvedNotBooked", words)
      : approval.status === "declined"
        ? t("approvals.email.answer.declined", words)
        : waiting
          ? t("approvals.email.answer.expiredWaiting", words)
          : booked
            ? t("approvals.email.answer.expiredBooked", words)
            : t("approvals.email.answer.expiredNotBooked", words);
  return {
    title,
    lines: keep([
      { label: t("approvals.email.line.guest"), value: booking.riderName },
      { label: t("approvals.email.line.pickup"), value: booking.pickupLabel },
      { label: t("approvals.email.line.destination"), value: booking.destinationLabel },
      { label: t("approvals.email.line.pickupTime"), value: words.time },
      { label: t("approvals.email.line.price"), value: priceOf(approval, locale) },
      { label: t("approvals.email.line.decidedBy"), value: input.decidedBy ?? "" },
      { label: t("approvals.email.line.note"), value: approval.status === "pending" ? "" : (approval.note ?? "") },
    ]),
    fix: { label: t("approvals.email.openRide"), url: `${base(input.appUrl)}/journeys/${encodeURIComponent(booking.id)}` },
    ride: null,
  };
}

/** Asks about an event's held rides at once: how many, their total (per currency), the rules they break, the first deadline; the link opens the first. */
export async function eventAskMessage(input: { event: string; held: readonly ApprovalRow[]; locale: Locale; appUrl: string }): Promise<AlertMessage> {
  const { held, locale } = input;
  const t = await translator(locale);
  const tag = INTL_TAG[locale];
  const totals = new Map<string, number>();
  for (const a of held) if (a.priceMinor !== null && a.currency) totals.set(a.currency, (totals.get(a.currency) ?? 0) + a.priceMinor);
  const total = [...totals].map(([currency, minor]) => formatMoney(minor, currency, tag)).join(" + ");
  const first = [...held].sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())[0]!;
  // One example of each rule broken (a price cap's words name one ride's price).
  const byRule = new Map(held.flatMap((a) => a.breaches).map((b) => [b.rule, b] as const));
  const rules = await Promise.all([...byRule.values()].map((b) => wordsFor(breachMessage(b, tag), locale)));
  const due = dueWords(first.dueAt, null, locale);
  return {
    title: t("approvals.email.eventTitle", { event: input.event, count: held.length, total, due }),
    lines: keep([
      { label: t("approvals.email.line.event"), value: input.event },
      { label: t("approvals.email.line.rides"), value: String(held.length) },
      { label: t("approvals.email.line.total"), value: total },
      { label: t("approvals.email.line.rules"), value: rules.slice(0, 3).join(" ") },
      { label: t("approvals.email.line.due"), value: due },
    ]),
    fix: { label: t("approvals.email.openEvent"), url: `${base(input.appUrl)}/approvals/${encodeURIComponent(first.id)}` },
    ride: null,
  };
}
