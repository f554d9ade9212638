import "server-only";
import type { bookingSchemaFor, StopInput } from "@/lib/booking/schema";
import { stopAddressOf } from "@/lib/booking/place";
import type { BookingPolicy } from "@/lib/policy/rules";
import { LANGUAGE_NAMES, type Locale } from "@/lib/locales";
import { messageRef } from "@/lib/i18n/message-ref";
import { STOP_FIELDS, type EventField, type SheetRow } from "./fields";
import { checkEmail, checkMobile, missingCells, readLanguage } from "./guest-cells";
import { chooseRequester, matchLabel, matchReason, type ChosenMeetingPoint } from "./desk-cells";
import { readPickupTime, type SheetWhen } from "./pickup-time";
import { readSheetCoordinates } from "./place-cell";
import { queryOf } from "./lookups";
import { choiceKey, type ChosenPlaces, type EventBooking, type PlaceChoice, type PlaceField } from "./checked-row";

export const PLACE_FIELDS: readonly PlaceField[] = ["pickup", ...STOP_FIELDS, "destination"];

/** The longest group name a row may carry. */
export const MAX_GROUP_LENGTH = 100;

export type RowFacts = {
  requesters: readonly { id: string; email: string; isDefault: boolean }[];
  labels: readonly { slug: string; name: string }[];
  policy: BookingPolicy;
  guestLanguage: Locale;
  chosen: ChosenPlaces;
};

export type SheetPlace = { field: PlaceField; text: string; coords: [number, number] | null; chosen: PlaceChoice | null };

/** A row read cell by cell, before its places are searched. */
export type RowDraft = {
  rowNumber: number;
  cells: SheetRow["cells"];
  errors: Partial<Record<EventField, string>>;
  choices: Partial<Record<PlaceField, PlaceChoice[]>>;
  /** The filled place cells in order: pickup, stops, destination. */
  places: SheetPlace[];
  /** The pickup, once found. */
  pickup: PlaceChoice | null;
  /** Every place found, once all are; null while any is missing or waits for a pick. */
  resolved: PlaceChoice[] | null;
  when: SheetWhen | null;
  e164: string | null;
  input: Omit<EventBooking, "requesterId" | "stops" | "when" | "startAt" | "zone"> & { requesterId: string | null };
};

/** Reads every cell that needs no search: the guest, the time, the requester, the label and the reason. */
export function readRow(row: SheetRow, facts: RowFacts): RowDraft {
  const cells = row.cells;
  const errors = missingCells(cells);
  const fail = (field: EventField, error: string) => (errors[field] ??= error);

  const mobile = cells.mobile?.trim() ?? "";
  const checkedMobile = mobile ? checkMobile(mobile) : null;
  if (checkedMobile && "error" in checkedMobile) fail("mobile", checkedMobile.error);
  const email = checkEmail(cells.email);
  if ("error" in email) fail("email", email.error);
  const language = readLanguage(cells.language, facts.guestLanguage);
  if (!language) fail("language", messageRef("events.check.language", { options: Object.values(LANGUAGE_NAMES).join(", ") }));

  const places = PLACE_FIELDS.flatMap((field): SheetPlace[] => {
    const text = cells[field]?.trim();
    if (!text) return [];
    const picked = facts.chosen.get(choiceKey(row.rowNumber, field));
    return [{ field, text, coords: readSheetCoordinates(text), chosen: picked && queryOf(picked.typed) === queryOf(text) ? picked : null }];
  });

  const when = readPickupTime(cells.pickupTime);
  if ("error" in when) fail("pickupTime", when.error);
  const requester = chooseRequester(cells.requester, facts.requesters);
  if ("error" in requester) fail("requester", requester.error);
  const label = matchLabel(cells.label, facts.labels, facts.policy);
  if ("error" in label) fail("label", label.error);
  const reason = matchReason(cells.reason, facts.policy);
  if ("error" in reason) fail("reason", reason.error);
  const group = cells.group?.trim() || undefined;
  if (group && group.length > MAX_GROUP_LENGTH) fail("group", messageRef("events.check.groupTooLong", { max: MAX_GROUP_LENGTH }));

  return {
    rowNumber: row.rowNumber,
    cells,
    errors,
    choices: {},
    places,
    pickup: null,
    resolved: null,
    when: "error" in when ? null : when,
    e164: checkedMobile && "e164" in checkedMobile ? checkedMobile.e164 : null,
    input: {
      requesterId: "error" in requester ? null : requester.requesterId,
      rider: {
        kind: "guest",
        name: cells.guestName?.trim() ?? "",
        mobile,
        ...("email" in email && email.email ? { email: email.email } : {}),
        language: language ?? facts.guestLanguage,
      },
      labelSlug: "error" in label ? null : label.labelSlug,
      ...("error" in reason ? {} : reason),
      ...(cells.message?.trim() ? { message: cells.message.trim() } : {}),
      ...(group ? { group } : {}),
    },
  };
}

/** A found place as a stop of the booking form, with the driver's instructions a saved place keeps. */
export function stopOf(field: PlaceField, place: PlaceChoice, meetingPoint: ChosenMeetingPoint | null): StopInput {
  const address = Object.fromEntries(Object.entries(stopAddressOf(place)).filter(([, v]) => v !== undefined)) as ReturnType<typeof stopAddressOf>;
  return { key: field, loc: place.loc, ...address, ...(place.saved && place.instr ? { instr: place.instr } : {}), contacts: [], meetingPoint };
}

const PLACEHOLDER = {
  intentId: "00000000-0000-4000-8000-000000000000",
  estimate: { productId: "-", productName: "", price: null, createdAt: 0, seal: "" },
  requesterId: "0".repeat(32),
  stops: [
    { key: "a", loc: [0, 0], label: "" },
    { key: "b", loc: [1, 1], label: "" },
  ] satisfies StopInput[],
};

const FIELD_OF: Record<string, EventField> = {
  name: "guestName",
  mobile: "mobile",
  email: "email",
  language: "language",
  when: "pickupTime",
  requesterId: "requester",
  labelSlug: "label",
  reason: "reason",
  reasonDetail: "reason",
  message: "message",
};

/**
 * The booking schema's own verdict on the row, each refusal at its cell: the final word on every rule
 * the form enforces (lengths, distinct stops, the policy's reason and label rules). Parts the row
 * could not give yet stand in as placeholders, and their refusals are not reported.
 */
export function gateIssues(
  schema: ReturnType<typeof bookingSchemaFor>,
  input: RowDraft["input"] & { when: SheetWhen; stops: StopInput[] | null },
  placeFields: readonly PlaceField[],
): [EventField, string][] {
  const parsed = schema.safeParse({
    ...input,
    intentId: PLACEHOLDER.intentId,
    estimate: PLACEHOLDER.estimate,
    requesterId: input.requesterId ?? PLACEHOLDER.requesterId,
    stops: input.stops ?? PLACEHOLDER.stops,
    labelSlug: input.labelSlug ?? undefined,
  });
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue): [EventField, string][] => {
    const [head, index] = issue.path;
    if (head === "stops") return input.stops && typeof index === "number" ? [[placeFields[index]!, issue.message]] : [];
    return [[FIELD_OF[String(head === "rider" ? index : head)] ?? "guestName", issue.message]];
  });
}
