import { z } from "@/lib/zod";
import { locSchema, type StopInput } from "@/lib/booking/schema";
import type { PlaceOption } from "@/lib/booking/lookups";
import type { Locale } from "@/lib/locales";
import type { EventField, StopField } from "./fields";
import type { SheetWhen } from "./pickup-time";

/** A row as checked, and the agent's picks where a place matched several: the shapes the page and the jobs share. */

export type PlaceField = "pickup" | StopField | "destination";

/** A place offered for a cell that matched several, with the cell's text it answers. */
export type PlaceChoice = PlaceOption & { typed: string };

/** The agent's picks, by choiceKey(rowNumber, field). A pick counts only while the cell still reads as it did. */
export type ChosenPlaces = ReadonlyMap<string, PlaceChoice>;

/** Everything the booking action needs from a row besides the intent and the estimate. */
export type EventBooking = {
  requesterId: string;
  rider: { kind: "guest"; name: string; mobile: string; email?: string; language: Locale };
  /** In the booking form's shape (stopSchema): the pickup first, with its meeting point at a hub. */
  stops: StopInput[];
  when: SheetWhen;
  /** The provider's start_at on the pickup's clock; null for as soon as possible. */
  startAt: string | null;
  /** The pickup's time zone. */
  zone: string;
  labelSlug: string | null;
  reason?: string;
  reasonDetail?: string;
  message?: string;
  group?: string;
};

export type CheckedRow = {
  rowNumber: number;
  status: "ok" | "invalid" | "needs_choice";
  /** Message references (lib/i18n/message-ref.ts), at the cell each is about. */
  errors: Partial<Record<EventField, string>>;
  /** Up to five places for each cell that matched several; the row waits for the agent's pick. */
  choices: Partial<Record<PlaceField, PlaceChoice[]>>;
  /** Only when ok. */
  booking: EventBooking | null;
  /** The estimate's basket key: rows sharing it share one estimate. Only when ok. */
  basketKey: string | null;
  /** The ride's stable key (requester, guest mobile, stops, start), once those are known; see intentIdFor. */
  rowKey: string | null;
};

export const choiceKey = (rowNumber: number, field: PlaceField) => `${rowNumber}:${field}`;

/** The agent's pick of one of a row's offered places. */
export function applyChoice(chosen: ChosenPlaces, row: CheckedRow, field: PlaceField, index: number): ChosenPlaces {
  const choice = row.choices[field]?.[index];
  if (!choice) throw new RangeError(`row ${row.rowNumber} offers no place ${index} for ${field}`);
  return new Map(chosen).set(choiceKey(row.rowNumber, field), choice);
}

/** One pick for every cell of the sheet that was offered places for the same text: a venue named in 80 rows is picked once. */
export function applyChoiceWherever(chosen: ChosenPlaces, rows: readonly CheckedRow[], choice: PlaceChoice): ChosenPlaces {
  const next = new Map(chosen);
  for (const row of rows)
    for (const [field, offered] of Object.entries(row.choices) as [PlaceField, PlaceChoice[]][])
      if (offered[0]?.typed === choice.typed) next.set(choiceKey(row.rowNumber, field), { ...choice });
  return next;
}

const text = (max: number) => z.string().max(max).nullable();

/** A pick as the page sends it back: checked before a later check trusts it. */
export const placeChoiceSchema = z.object({
  typed: z.string().max(500),
  label: z.string().max(300),
  name: text(200),
  addr: text(200),
  num: text(20),
  city: text(100),
  postal_code: text(20),
  country: text(60),
  loc: locSchema,
  saved: z.boolean().optional(),
  instr: z.string().max(500).nullish(),
});
