/**
 * The columns of an event's spreadsheet, defined once for reading sheets, the template, the column
 * mapping, the row checks and the results. Pure and isomorphic.
 */

/** The most stops between the pickup and the destination: the provider takes 15 stops in all. */
export const MAX_STOPS_BETWEEN = 13;

/** The most rows one sheet may hold. */
export const MAX_EVENT_ROWS = 500;

export const STOP_FIELDS = Array.from({ length: MAX_STOPS_BETWEEN }, (_, i) => `stop${i + 1}` as const);
export type StopField = (typeof STOP_FIELDS)[number];

/**
 * Every column a sheet may have. Only guest name, mobile, pickup and destination are required.
 * - pickup: an address, coordinates ("40.4168, -3.7038"), or an airport or station (a hub), whose
 *   meeting point is named in `meetingPoint`;
 * - pickupTime: on the pickup's clock ("2026-12-01 09:30", or a date cell); empty is as soon as possible;
 * - requester: the email of the company user the ride is booked for (the agent's default when empty).
 */
export const EVENT_FIELDS = [
  "guestName",
  "mobile",
  "email",
  "language",
  "pickup",
  "meetingPoint",
  ...STOP_FIELDS,
  "destination",
  "pickupTime",
  "requester",
  "label",
  "reason",
  "message",
  "group",
] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

export const REQUIRED_FIELDS: readonly EventField[] = ["guestName", "mobile", "pickup", "destination"];

/** One row of a sheet as read: its number in the sheet (the header is row 1) and its cells as text, by field. */
export type SheetRow = { rowNumber: number; cells: Partial<Record<EventField, string>> };
