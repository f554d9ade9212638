import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { LOCALES } from "@/lib/locales";
import { applyMapping, columnLetter, columnMappingSchema, fieldOfHeader, mappingProblems, matchColumns, MAX_SHEET_COLUMNS, headersByField } from "./columns";
import { EVENT_FIELDS, type EventField } from "./fields";
import { templateHeaders } from "./words";

const FAMILIES: Record<Exclude<EventField, `stop${number}`>, string[]> = {
  guestName: [
    "Guest name",
    "Name",
    "Full name",
    "Passenger",
    "Nombre",
    "Nombre del invitado",
    "Nombre del pasajero",
    "Pasajero",
    "Nome",
    "Nome do convidado",
    "Passageiro",
  ],
  mobile: ["Mobile", "Phone", "Phone number", "Cell", "Teléfono", "Móvil", "Móvil del invitado", "Celular", "Telefone", "Número de teléfono"],
  email: ["Email", "E-mail", "Guest email", "Correo", "Correo electrónico", "Email del invitado", "E-mail do convidado"],
  language: ["Language", "Idioma", "Língua"],
  pickup: [
    "Pickup",
    "Pick up",
    "From",
    "Origin",
    "Pick-up address",
    "Recogida",
    "Dirección de recogida",
    "Origen",
    "Desde",
    "Embarque",
    "Endereço de embarque",
    "Origem",
  ],
  meetingPoint: ["Meeting point", "Punto de encuentro", "Ponto de encontro"],
  destination: ["Destination", "To", "Dropoff", "Drop-off", "Destination address", "Destino", "Dirección de destino"],
  pickupTime: [
    "Pickup time",
    "Time",
    "Date and time",
    "Date/time",
    "Hora de recogida",
    "Hora de la recogida",
    "Fecha y hora",
    "Horário de embarque",
    "Data e hora",
  ],
  requester: ["Requester", "Requester email", "Employee email", "Solicitante", "Email del solicitante"],
  label: ["Label", "Cost centre", "Cost center", "Centro de coste", "Centro de custo", "Etiqueta", "Label (cost centre)"],
  reason: ["Reason", "Motivo", "Motivo del viaje"],
  message: [
    "Message to the driver",
    "Notes",
    "Note for the driver",
    "Mensaje para el conductor",
    "Mensaje al conductor",
    "Mensagem ao motorista",
    "Mensagem para o motorista",
    "Observaciones",
  ],
  group: ["Group", "Grupo", "Group name", "Nombre del grupo"],
};

describe("matching a header to a field", () => {
  it.each(Object.entries(FAMILIES))("recognises the ways people name %s", (field, headers) => {
    for (const header of headers) expect(fieldOfHeader(header), header).toBe(field);
  });

  it("ignores case, accents, spaces and punctuation", () => {
    for (const header of ["GUEST NAME", "guest_name", "  Guest-Name: ", "guestname", "Guest name *"]) expect(fieldOfHeader(header), header).toBe("guestName");
    for (const header of ["TELEFONO", "telefono", "Teléfono.", "teléfono móvil"]) expect(fieldOfHeader(header), header).toBe("mobile");
    expect(fieldOfHeader("HORARIO DE EMBARQUE")).toBe("pickupTime");
    expect(fieldOfHeader("Punto  de   ENCUENTRO")).toBe("meetingPoint");
  });

  it("numbers the stops, from 1 to 13, in each language", () => {
    expect(["Stop 1", "stop1", "Stop #2", "Parada 3", "Via 4", "Stop 05", "Parada 13", "Stop 1 address"].map(fieldOfHeader)).toEqual([
      "stop1",
      "stop1",
      "stop2",
      "stop3",
      "stop4",
      "stop5",
      "stop13",
      "stop1",
    ]);
    expect(["Stop 0", "Stop 14", "Stop"].map(fieldOfHeader)).toEqual([null, null, null]);
  });

  it("leaves unknown headers and bare qualifiers alone", () => {
    expect(["Seat", "Dietary needs", "", "Address", "Guest's", "Start"].map(fieldOfHeader)).toEqual([null, null, null, null, null, null]);
  });

  it.each(LOCALES)("recognises every header of the %s template", (locale) => {
    expect(templateHeaders(locale).map(fieldOfHeader)).toEqual([...EVENT_FIELDS]);
  });
});

describe("matchColumns", () => {
  it("maps a sheet's headers and says what is left", () => {
    const match = matchColumns(["Nombre", "Teléfono", "Seat", "Origen", "Parada 1", "Destino", "Hora"]);
    expect(match).toEqual({
      mapping: ["guestName", "mobile", null, "pickup", "stop1", "destination", "pickupTime"],
      unmatched: [2],
      duplicates: [],
      missingRequired: [],
    });
  });

  it("gives a field named twice to its first column and reports it", () => {
    const match = matchColumns(["Name", "Phone", "Mobile", "From", "To", "Nombre"]);
    expect(match.mapping).toEqual(["guestName", "mobile", null, "pickup", "destination", null]);
    expect(match.unmatched).toEqual([2, 5]);
    expect(match.duplicates).toEqual(["guestName", "mobile"]);
  });

  it("reports every required field missing when no header is known", () => {
    const match = matchColumns(["Seat", "Dietary needs", "Shirt size"]);
    expect(match.mapping).toEqual([null, null, null]);
    expect(match.unmatched).toEqual([0, 1, 2]);
    expect(match.missingRequired).toEqual(["guestName", "mobile", "pickup", "destination"]);
  });
});

describe("applyMapping", () => {
  it("gives each row its fields, trimmed, without empty cells, with its row number in the sheet", () => {
    const rows = applyMapping(
      [
        [" Ana ", "+34 600 000 000", "x", "Sol", ""],
        ["Bea", "", "y", "Atocha", "Barajas"],
      ],
      ["guestName", "mobile", null, "pickup", "destination"],
      [2, 5],
    );
    expect(rows).toEqual([
      { rowNumber: 2, cells: { guestName: "Ana", mobile: "+34 600 000 000", pickup: "Sol" } },
      { rowNumber: 5, cells: { guestName: "Bea", pickup: "Atocha", destination: "Barajas" } },
    ]);
    expect(applyMapping([["a"], ["b"]], ["guestName"]).map((r) => r.rowNumber)).toEqual([2, 3]);
  });
});

describe("the mapping an agent confirms", () => {
  const errors = (mapping: unknown) => {
    const parsed = columnMappingSchema.safeParse(mapping);
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join("."), inEnglish(i.message)]);
  };

  it("takes a field or none for each column", () => {
    expect(errors(["guestName", null, "mobile", "pickup", "stop1", "destination"])).toEqual([]);
  });

  it("refuses a field chosen twice at the later column, naming the earlier one", () => {
    expect(errors(["guestName", "mobile", "pickup", "destination", "mobile"])).toEqual([["4", "Already chosen for column B. Choose another, or none."]]);
  });

  it("asks for each required field that has no column", () => {
    expect(errors(["guestName", null, "pickup"])).toEqual([
      ["", "Choose the column with the guest's mobile."],
      ["", "Choose the column with the destination."],
    ]);
  });

  it("refuses unknown fields and too many columns", () => {
    expect(errors(["guestName", "mobile", "pickup", "destination", "seat"])).toEqual([["4", "Choose one of the listed columns, or none."]]);
    expect(errors([...Array<null>(MAX_SHEET_COLUMNS + 1).fill(null)])[0]).toEqual([
      "",
      `The sheet has more than ${MAX_SHEET_COLUMNS} columns. Keep only the rides' columns and upload it again.`,
    ]);
  });

  it("puts the problems where the mapping step shows them: a field chosen twice at its later column, missing fields apart", () => {
    const problems = mappingProblems(["guestName", "mobile", null, "mobile", "guestName"]);
    expect(Object.entries(problems.columns).map(([at, message]) => [at, inEnglish(message)])).toEqual([
      ["3", "Already chosen for column B. Choose another, or none."],
      ["4", "Already chosen for column A. Choose another, or none."],
    ]);
    expect(problems.missing.map(inEnglish)).toEqual(["Choose the column with the pickup.", "Choose the column with the destination."]);
    expect(mappingProblems(["guestName", "mobile", "pickup", "destination"])).toEqual({ columns: {}, missing: [] });
  });

  it("names columns as a spreadsheet does", () => {
    expect([0, 25, 26, 51, 701, 702].map(columnLetter)).toEqual(["A", "Z", "AA", "AZ", "ZZ", "AAA"]);
  });
});

describe("the sheet's own headers", () => {
  it("name each field as the agent wrote its column, leaving out columns that hold no field", () => {
    expect(headersByField(["  Nombre ", "Móvil del invitado", "Notas", "Recogida"], ["guestName", "mobile", null, "pickup"])).toEqual({
      guestName: "Nombre",
      mobile: "Móvil del invitado",
      pickup: "Recogida",
    });
  });
});
