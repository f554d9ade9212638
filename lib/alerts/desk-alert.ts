import type { AppTranslator } from "@/lib/i18n/server-translator";
import type { AttentionProblem } from "@/lib/booking/attention";
import { clip } from "./clip";

/**
 * One alert for the travel desk, already in its reader's language: what went wrong with a ride, the
 * ride's facts, and where to fix it. Slack, Teams and the booking agent's email are built from this
 * one shape, so they say the same thing.
 */

/** The problems the desk hears of at once: those that need it (lib/journeys/attention.ts), and a reservation still without a driver close to its pickup. */
/** And a ride the guest calls: the car they called refused, or their window closed unused. */
export type AlertProblem = AttentionProblem | "no driver yet" | "ready refused" | "ready unused";

export type AlertLine = { label: string; value: string };
export type AlertLink = { label: string; url: string };

export type DeskAlert = {
  problem: AlertProblem;
  /** One sentence: what happened, to whom, when. */
  title: string;
  /** The ride's facts, labelled, in reading order; a fact with no value is left out. */
  lines: AlertLine[];
  /** Where the problem is dealt with in one click: the primary button. */
  fix: AlertLink;
  /** The ride's page, when the fix leads elsewhere; null when the fix is on that page. */
  ride: AlertLink | null;
};

/** What Slack, Teams and an email are built from: an alert's words, or another message of the same shape (an approval asked). */
export type AlertMessage = Pick<DeskAlert, "title" | "lines" | "fix" | "ride">;

export type RideFacts = {
  bookingId: string;
  riderName: string;
  pickupLabel: string;
  destinationLabel: string;
  /** The pickup time in the reader's words, on the pickup's clock. */
  pickupTime: string;
  /** Who booked the ride; null when no one at the desk did (or their account is gone). */
  agentName: string | null;
  /** Where the desk reaches Ridedesk (APP_URL). */
  appUrl: string;
};

/** What an alert is made from; a reservation with no driver yet also says how soon its pickup is. */
export type AlertFacts = RideFacts & ({ problem: AttentionProblem | "ready refused" | "ready unused" } | { problem: "no driver yet"; minutesToPickup: number });

/** Where each problem is fixed: on the ride's page (keep searching, decide, cancel), or by booking it again. */
const FIXED_ON: Record<AlertProblem, "ride" | "rebook"> = {
  "not found": "ride",
  "driver cancel": "rebook",
  "no show": "rebook",
  uncertain: "ride",
  "no driver yet": "ride",
  "ready refused": "ride",
  "ready unused": "ride",
};

export const ALERT_PROBLEMS = Object.keys(FIXED_ON) as AlertProblem[];

/** A name this long says who it is well before the end; the whole name stays in the Guest line. */
const RIDER_IN_TITLE_MAX = 60;

export function deskAlertFor(facts: AlertFacts, t: AppTranslator): DeskAlert {
  const base = facts.appUrl.replace(/\/+$/, "");
  const id = encodeURIComponent(facts.bookingId);
  // The same pages the desk's own links open: the journey page, and the booking form filled from this ride (which marks it rebooked).
  const ridePage = `${base}/journeys/${id}`;
  const rebookPage = `${base}/book?from=${id}`;
  const lines: AlertLine[] = [
    { label: t("alerts.line.guest"), value: facts.riderName },
    { label: t("alerts.line.pickup"), value: facts.pickupLabel },
    { label: t("alerts.line.destination"), value: facts.destinationLabel },
    { label: t("alerts.line.pickupTime"), value: facts.pickupTime },
    { label: t("alerts.line.bookedBy"), value: facts.agentName ?? "" },
  ];
  const fixedOnRidePage = FIXED_ON[facts.problem] === "ride";
  return {
    problem: facts.problem,
    title: titleOf(facts, t),
    lines: lines.map((l) => ({ ...l, value: l.value.trim() })).filter((l) => l.value !== ""),
    fix: { label: fixLabelOf(facts.problem, t), url: fixedOnRidePage ? ridePage : rebookPage },
    ride: fixedOnRidePage ? null : { label: t("alerts.openRide"), url: ridePage },
  };
}

function titleOf(facts: AlertFacts, t: AppTranslator): string {
  const words = { rider: clip(facts.riderName.trim(), RIDER_IN_TITLE_MAX), time: facts.pickupTime };
  switch (facts.problem) {
    case "not found":
      return t("alerts.title.notFound", words);
    case "driver cancel":
      return t("alerts.title.driverCancel", words);
    case "no show":
      return t("alerts.title.noShow", words);
    case "uncertain":
      return t("alerts.title.uncertain", words);
    case "no driver yet":
      return t("alerts.title.noDriverYet", { ...words, minutes: Math.max(0, Math.round(facts.minutesToPickup)) });
    case "ready refused":
      return t("alerts.title.readyRefused", words);
    case "ready unused":
      return t("alerts.title.readyUnused", words);
  }
}

function fixLabelOf(problem: AlertProblem, t: AppTranslator): string {
  switch (problem) {
    case "not found":
      return t("alerts.fix.notFound");
    case "driver cancel":
      return t("alerts.fix.driverCancel");
    case "no show":
      return t("alerts.fix.noShow");
    case "uncertain":
      return t("alerts.fix.uncertain");
    case "no driver yet":
      return t("alerts.fix.noDriverYet");
    case "ready refused":
      return t("alerts.fix.readyRefused");
    case "ready unused":
      return t("alerts.fix.readyUnused");
  }
}
