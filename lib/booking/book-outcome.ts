import type { ActionContext } from "@/lib/auth/guard";
import type { ChannelAvailability } from "@/lib/channels";
import type { Db } from "@/lib/db";
import type { BudgetAlert } from "@/lib/spend/hold";
import type { Breach } from "@/lib/spend/rules";
import type { ReadyWindow } from "./ready-window";
import type { Booking } from "./schema";

/** What booking gives back and what it is handed: the outcomes, the facts worked out before it, and the hooks of the features above it. */

/**
 * What a booking sets going in the features built on it, which this module does not know: handed
 * in by lib/registry/booking-hooks.ts, so booking depends on none of them.
 */
export type BookingHooks = {
  /** The guest channels this desk can send on now. */
  channelAvailability: () => ChannelAvailability;
  /** Once the journey is booked and recorded (its guest's meeting point kept): follow it, tell the guest and the desk. */
  afterBooked: (db: Db, bookingId: string) => Promise<void>;
  /** Once a ride is held for approval: ask its approvers. */
  afterHeld: (db: Db, approvalId: string) => Promise<void>;
  /** Once a ride the guest calls is recorded, waiting: tell the guest, with their link. */
  afterWaiting?: (db: Db, bookingId: string) => Promise<void>;
  /** Budgets a booking took to 80 % or 100 %: tell their approvers. */
  budgetAlerts: (alerts: BudgetAlert[]) => Promise<void>;
};

/** book() with its hooks in hand, as the registry gives it to the features that book. */
export type BookRide = (ctx: ActionContext, input: Booking, facts: BookingFacts) => Promise<BookOutcome>;

export type BookingFacts = {
  startAt: string | null;
  zone: string;
  riderName: string;
  /** The event this ride is booked for, with its group. */ event?: { batchId: string; group: string | null };
  /** The guest calls the car within this window: recorded and charged now, sent to the provider at their tap. */
  window?: ReadyWindow;
  /** How far from the planned pickup the guest may call the car to where they are, in metres; none: the planned pickup only. */
  readyRadiusM?: number | null;
};

/**
 * A booked journey; `state` is the last state read from the provider, null until the first read.
 * `guestUrl` is the guest's page (/r/<token>); `publicUrl` the provider's own tracking page.
 */
export type Booked = {
  kind: "booked";
  bookingId: string;
  journeyId: string;
  publicUrl: string | null;
  guestUrl: string | null;
  state: string | null;
  replay: boolean;
};

/** Outside the spend rules: recorded and held, nothing sent to the provider, until an approver answers by `dueAt`. */
export type AwaitingApproval = {
  kind: "awaiting_approval";
  bookingId: string;
  approvalId: string;
  dueAt: string;
  breaches: Breach[];
  approvers: string[];
  replay: boolean;
};

/** Recorded and charged, nothing sent: the guest calls the car from their page between `opensAt` and `closesAt`. */
export type WaitingForGuest = {
  kind: "waiting_for_guest";
  bookingId: string;
  guestUrl: string | null;
  opensAt: string;
  closesAt: string;
  replay: boolean;
};

export type BookOutcome = Booked | AwaitingApproval | WaitingForGuest;
