import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";
import { EVENT_FIELDS, MAX_STOPS_BETWEEN, REQUIRED_FIELDS, STOP_FIELDS, type EventField, type SheetRow } from "./fields";
import { allTemplateHeaders } from "./words";

/** More columns than any event sheet needs (it has 25 of its own), so a stray wide sheet is refused early. */
export const MAX_SHEET_COLUMNS = 100;

/**
 * Headers as people write them in English, Spanish and Portuguese, besides the templates' own
 * (words.ts). Compared as headerKey() makes them: case, accents, spaces and punctuation do not count.
 */
const ALIASES: Record<Exclude<EventField, (typeof STOP_FIELDS)[number]>, string[]> = {
  guestName: [
    "name",
    "guest",
    "full name",
    "passenger",
    "passenger name",
    "rider",
    "traveller",
    "traveler",
    "nombre",
    "nombre completo",
    "nombre y apellidos",
    "invitado",
    "pasajero",
    "viajero",
    "nome",
    "nome completo",
    "convidado",
    "passageiro",
    "viajante",
  ],
  mobile: [
    "mobile",
    "mobile phone",
    "phone",
    "telephone",
    "tel",
    "cell",
    "cell phone",
    "cellphone",
    "whatsapp",
    "movil",
    "telefono",
    "telefono movil",
    "celular",
    "telefone",
  ],
  email: ["email", "e-mail", "mail", "email address", "correo", "correo electronico", "email do convidado"],
  language: ["language", "lang", "idioma", "lengua", "lingua"],
  pickup: [
    "pickup",
    "pick-up address",
    "pickup location",
    "pickup place",
    "from",
    "origin",
    "recogida",
    "direccion de recogida",
    "lugar de recogida",
    "punto de recogida",
    "origen",
    "desde",
    "embarque",
    "endereco de embarque",
    "local de embarque",
    "origem",
    "partida",
  ],
  meetingPoint: ["meeting point", "meeting place", "meetpoint", "punto de encuentro", "lugar de encuentro", "ponto de encontro", "local de encontro"],
  destination: [
    "destination",
    "to",
    "dropoff",
    "dropoff location",
    "drop-off address",
    "destino",
    "direccion de destino",
    "lugar de destino",
    "hasta",
    "para",
    "endereco de destino",
    "ate",
  ],
  pickupTime: [
    "pickup time",
    "time",
    "date and time",
    "date time",
    "datetime",
    "date",
    "pickup date",
    "when",
    "hora",
    "hora de recogida",
    "fecha y hora",
    "fecha",
    "horario",
    "hora de embarque",
    "horario de embarque",
    "data e hora",
    "data",
  ],
  requester: [
    "requester",
    "requester email",
    "requested by",
    "booked for",
    "employee",
    "employee email",
    "solicitante",
    "solicitante email",
    "email del solicitante",
    "correo del solicitante",
    "empleado",
    "email do solicitante",
    "funcionario",
    "colaborador",
  ],
  label: ["label", "cost centre", "cost center", "cost code", "centro de coste", "centro de costo", "centro de costes", "centro de custo", "etiqueta"],
  reason: ["reason", "purpose", "trip reason", "motivo", "razon", "motivo del viaje", "motivo da viagem"],
  message: [
    "message",
    "message to the driver",
    "message for the driver",
    "driver message",
    "note",
    "notes",
    "note for the driver",
    "notes for the driver",
    "driver notes",
    "driver instructions",
    "comment",
    "comments",
    "instructions",
    "mensaje",
    "mensaje para el conductor",
    "mensaje al conductor",
    "nota",
    "notas",
    "comentarios",
    "observaciones",
    "instrucciones",
    "mensagem",
    "mensagem ao motorista",
    "mensagem para o motorista",
    "observacao",
    "observacoes",
    "comentario",
    "instrucoes",
  ],
  group: ["group", "group name", "grupo", "nombre del grupo", "nome do grupo"],
};

/** Words that qualify a header without changing what it is: "Guest email" is an email, "Nombre del pasajero" a name. */
const FILLER = new Set([
  "the",
  "of",
  "s",
  "for",
  "to",
  "al",
  "ao",
  "para",
  "o",
  "a",
  "guest",
  "guests",
  "passenger",
  "rider",
  "traveller",
  "traveler",
  "address",
  "number",
  "de",
  "del",
  "la",
  "el",
  "do",
  "da",
  "invitado",
  "invitada",
  "pasajero",
  "pasajera",
  "viajero",
  "direccion",
  "numero",
  "convidado",
  "convidada",
  "passageiro",
  "passageira",
  "viajante",
  "endereco",
]);

const STOP_HEADER = /^(?:stop|via|waypoint|parada|escala|paragem)(\d{1,2})$/;

const words = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A header as it is compared: "Pick-up Address" and "pickup address" are both "pickupaddress". */
export const headerKey = (text: string) => words(text).join("");

/** Every known header by its key, and by its key without qualifying words ("horarecogida" for "Hora de recogida"). */
const KNOWN = new Map<string, EventField>();
const KNOWN_CORES = new Map<string, EventField | null>();
const coreKey = (text: string) =>
  words(text)
    .filter((w) => !FILLER.has(w))
    .join("");
const known = [
  ...allTemplateHeaders(),
  ...(Object.entries(ALIASES) as [EventField, string[]][]).flatMap(([field, aliases]) => aliases.map((header) => ({ field, header }))),
];
for (const { field, header } of known) {
  const key = headerKey(header);
  // Two fields claiming one header would make the matching depend on the order of this list.
  if (KNOWN.has(key) && KNOWN.get(key) !== field) throw new Error(`"${header}" names both ${KNOWN.get(key)} and ${field}`);
  KNOWN.set(key, field);
  const core = coreKey(header);
  if (core) KNOWN_CORES.set(core, KNOWN_CORES.has(core) && KNOWN_CORES.get(core) !== field ? null : field);
}

/** The field a header names, or null: as written, then without its qualifying words. */
export function fieldOfHeader(header: string): EventField | null {
  const key = headerKey(header);
  const core = coreKey(header);
  const stop = STOP_HEADER.exec(key) ?? STOP_HEADER.exec(core);
  if (stop) {
    const n = Number(stop[1]);
    return n >= 1 && n <= MAX_STOPS_BETWEEN ? STOP_FIELDS[n - 1]! : null;
  }
  return KNOWN.get(key) ?? (core ? (KNOWN_CORES.get(core) ?? null) : null);
}

export type ColumnMapping = (EventField | null)[];

export type ColumnMatch = {
  /** For each header, its field; a field named by two headers goes to the first. */
  mapping: ColumnMapping;
  /** The headers' indexes that got no field. */
  unmatched: number[];
  /** Fields more than one header named. */
  duplicates: EventField[];
  missingRequired: EventField[];
};

export function matchColumns(headers: string[]): ColumnMatch {
  const seen = new Set<EventField>();
  const duplicates = new Set<EventField>();
  const mapping = headers.map((header) => {
    const field = fieldOfHeader(header);
    if (!field) return null;
    if (seen.has(field)) {
      duplicates.add(field);
      return null;
    }
    seen.add(field);
    return field;
  });
  return {
    mapping,
    unmatched: mapping.flatMap((field, i) => (field ? [] : [i])),
    duplicates: EVENT_FIELDS.filter((f) => duplicates.has(f)),
    missingRequired: REQUIRED_FIELDS.filter((f) => !seen.has(f)),
  };
}

/**
 * The rows as fields, with their row numbers in the sheet (by default the header is row 1 and
 * no row was skipped). Cells are trimmed; empty ones are left out.
 */
export function applyMapping(rows: string[][], mapping: ColumnMapping, rowNumbers?: number[]): SheetRow[] {
  return rows.map((cells, i) => {
    const row: SheetRow = { rowNumber: rowNumbers?.[i] ?? i + 2, cells: {} };
    mapping.forEach((field, at) => {
      const value = cells[at]?.trim();
      if (field && value) row.cells[field] = value;
    });
    return row;
  });
}

/** The sheet's own header of each field it has a column for, as the agent wrote it: "Móvil del invitado" for mobile. */
export function headersByField(headers: readonly string[], mapping: ColumnMapping): Record<string, string> {
  const out: Record<string, string> = {};
  mapping.forEach((field, i) => {
    const header = headers[i]?.trim();
    if (field && header && !out[field]) out[field] = header;
  });
  return out;
}

/** "A" for the first column, "AA" for the 27th: as a spreadsheet names them. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = "";
  while (n > 0) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The mapping an agent confirms: for each header of the sheet, a field or none; no field twice; the required ones all there. */
export const columnMappingSchema = z
  .array(z.enum(EVENT_FIELDS, { error: messageRef("events.mapping.unknownField") }).nullable())
  .max(MAX_SHEET_COLUMNS, messageRef("events.sheet.tooManyColumns", { max: MAX_SHEET_COLUMNS }))
  .superRefine((mapping, ctx) => {
    const first = new Map<EventField, number>();
    mapping.forEach((field, i) => {
      if (!field) return;
      const earlier = first.get(field);
      if (earlier === undefined) first.set(field, i);
      else ctx.addIssue({ code: "custom", path: [i], message: messageRef("events.mapping.chosenTwice", { column: columnLetter(earlier) }) });
    });
    for (const field of REQUIRED_FIELDS)
      if (!first.has(field)) ctx.addIssue({ code: "custom", path: [], message: messageRef("events.mapping.requiredMissing", { field }) });
  });

/**
 * What stops a mapping, as the mapping step shows it: by column, the message for a field chosen
 * twice (at its later column); and the messages for the required fields no column holds.
 */
export function mappingProblems(mapping: ColumnMapping): { columns: Record<number, string>; missing: string[] } {
  const parsed = columnMappingSchema.safeParse(mapping);
  const columns: Record<number, string> = {};
  const missing: string[] = [];
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const at = issue.path[0];
    if (typeof at === "number") columns[at] ??= issue.message;
    else missing.push(issue.message);
  }
  return { columns, missing };
}
