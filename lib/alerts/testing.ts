import type { AlertFacts, DeskAlert, RideFacts } from "./desk-alert";

/** A ride that went wrong, as the jobs that raise alerts will know it. */
export const rideFacts = {
  bookingId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  riderName: "Ana Ruiz",
  pickupLabel: "Madrid-Barajas Airport, Terminal 4",
  destinationLabel: "Calle de Alcalá 45, Madrid",
  pickupTime: "Monday 23 November, 16:02, Madrid time",
  agentName: "Marta Gil",
  appUrl: "https://desk.example.com",
} satisfies RideFacts;

export const factsFor = (problem: AlertFacts["problem"], over: Partial<RideFacts & { minutesToPickup: number }> = {}): AlertFacts =>
  (problem === "no driver yet" ? { ...rideFacts, minutesToPickup: 15, ...over, problem } : { ...rideFacts, ...over, problem }) as AlertFacts;

/** An alert written out by hand, for the channels' payloads. */
export const sampleAlert = (over: Partial<DeskAlert> = {}): DeskAlert => ({
  problem: "driver cancel",
  title: "The driver cancelled Ana Ruiz's ride (pickup Monday 23 November, 16:02, Madrid time)",
  lines: [
    { label: "Guest", value: "Ana Ruiz" },
    { label: "Pickup", value: "Madrid-Barajas Airport, Terminal 4" },
  ],
  fix: { label: "Rebook", url: "https://desk.example.com/book?from=7c9e6679-7425-40de-944b-e07fc1f90ae7" },
  ride: { label: "Open the ride", url: "https://desk.example.com/journeys/7c9e6679-7425-40de-944b-e07fc1f90ae7" },
  ...over,
});
