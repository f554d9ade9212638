import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import type { Db } from "@/lib/db";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createUser } from "@/lib/accounts/queries";
import { replaceRequesters, setAgentRequesters } from "@/lib/accounts/requester-queries";
import { upsertLabels } from "@/lib/labels/queries";
import { createGeocoder } from "@/lib/geocoder/geocoder";
import { createProviderClient } from "@/lib/provider/client";
import { serveSandbox } from "@/lib/sandbox/testing";
import { USERS } from "@/lib/sandbox/seed/users";
import { defaultPolicy, type BookingPolicy } from "@/lib/policy/rules";
import { inEnglish } from "@/lib/i18n/in-english";
import type { SheetRow } from "./fields";
import { applyChoice, applyChoiceWherever, checkRows, type ChosenPlaces } from "./check-row";
import { rowKeyOf } from "./row-key";

const [LUCIA, OLIVER, CARMEN] = USERS;
const MADRID = "Europe/Madrid";

/** A desk whose agent books for Lucía (the default) and Oliver, the company's labels, and the sandbox's geocoder and hubs. */
async function desk(db: Db) {
  await replaceRequesters(
    db,
    USERS.filter((u) => u.state === "active"),
  );
  const agent = await createUser(db, { email: `agent-${crypto.randomUUID().slice(0, 8)}@desk.test`, name: "Agent", role: "agent" });
  await setAgentRequesters(db, agent.id, [LUCIA!.id, OLIVER!.id], LUCIA!.id);
  await upsertLabels(db, [
    { id: "l1", slug: "sales-emea", name: "Sales EMEA", active: true },
    { id: "l2", slug: "events-2026", name: "Events 2026", active: true },
    { id: "l3", slug: "legacy-project", name: "Legacy project", active: false },
  ]);
  const s = await serveSandbox();
  const geocoder = createGeocoder({ baseUrl: `${s.url}/photon`, fetch: s.fetch });
  const rides = createProviderClient({ baseUrl: s.url, authUrl: s.url, ...s.sandbox.credentials }, { fetch: s.fetch, retry: { sleep: async () => {} } });
  const now = Date.now();
  const check = (rows: SheetRow[], over: { policy?: BookingPolicy; chosen?: ChosenPlaces; locale?: "en" | "es" } = {}) =>
    checkRows(rows, {
      db,
      user: { id: agent.id, role: "agent", locale: "es" },
      policy: over.policy ?? defaultPolicy(false),
      now,
      locale: over.locale ?? "en",
      geocode: (q) => geocoder.search(q),
      hubAt: ([lat, lng]) => rides.hub(lat, lng),
      chosen: over.chosen,
    });
  /** A pickup time `minutes` from now on Madrid's clock, as a Spanish sheet writes it. */
  const inMadrid = (minutes: number) => {
    const t = Temporal.Instant.fromEpochMilliseconds(now + minutes * 60_000).toZonedDateTimeISO(MADRID);
    const p = (n: number) => String(n).padStart(2, "0");
    return `${p(t.day)}/${p(t.month)}/${t.year} ${p(t.hour)}:${p(t.minute)}`;
  };
  return { s, check, inMadrid };
}

let n = 1;
const row = (cells: SheetRow["cells"]): SheetRow => ({
  rowNumber: ++n,
  cells: { guestName: "Ana Ruiz", mobile: `+34 600 111 ${String(n).padStart(3, "0")}`, pickup: "Puerta del Sol", destination: "Castellana 200", ...cells },
});
const words = (errors: Record<string, string | undefined>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, inEnglish(v)]));

describe.each(TEST_ENGINES)("checking an event's rows against the sandbox, on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("turns a row of addresses into a booking: the guest, the stops as the form makes them, the requester by default", async () => {
    const { check } = await desk(h.db);
    const [r] = await check([row({ email: "ana@example.com", language: "Português", label: "Sales EMEA", message: "Blue suitcase", group: "Speakers" })]);
    expect(r).toMatchObject({ status: "ok", errors: {}, choices: {} });
    expect(r!.booking).toMatchObject({
      requesterId: LUCIA!.id,
      rider: { kind: "guest", name: "Ana Ruiz", mobile: expect.stringMatching(/^\+34 600 111/), email: "ana@example.com", language: "pt" },
      when: { kind: "asap" },
      startAt: null,
      zone: MADRID,
      labelSlug: "sales-emea",
      message: "Blue suitcase",
      group: "Speakers",
    });
    expect(r!.booking!.stops).toEqual([
      {
        key: "pickup",
        loc: [40.4169, -3.7035],
        label: "Puerta del Sol, Madrid",
        addr: "Puerta del Sol",
        postal_code: "28013",
        city: "Madrid",
        country: "ES",
        contacts: [],
        meetingPoint: null,
      },
      {
        key: "destination",
        loc: [40.4626, -3.689],
        label: "Castellana 200, Paseo de la Castellana 200, Madrid",
        name: "Castellana 200",
        addr: "Paseo de la Castellana",
        num: "200",
        postal_code: "28046",
        city: "Madrid",
        country: "ES",
        contacts: [],
        meetingPoint: null,
      },
    ]);
    expect(r!.basketKey).toBe(`${LUCIA!.id}|asap|40.41690,-3.70350;40.46260,-3.68900`);
    expect(r!.rowKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes coordinates with decimal commas, keeps them as typed, and reads the reservation on the pickup's clock", async () => {
    const { check, inMadrid } = await desk(h.db);
    const [r] = await check([
      row({ pickup: "40,41745; -3,70330", stop1: "Plaza Mayor", pickupTime: inMadrid(48 * 60), requester: "OLIVER.GRANT@acme.example", language: "" }),
    ]);
    expect(r).toMatchObject({ status: "ok", booking: { requesterId: OLIVER!.id, rider: { language: "es" }, when: { kind: "reserved" }, zone: MADRID } });
    expect(r!.booking!.stops.map((s) => s.key)).toEqual(["pickup", "stop1", "destination"]);
    expect(r!.booking!.stops[0]).toMatchObject({ loc: [40.41745, -3.7033], label: expect.stringMatching(/^40\.41745, -3\.70330 · .*Puerta del Sol, Madrid$/) });
    expect(r!.booking!.startAt).toBe(
      `${r!.booking!.when.kind === "reserved" && r!.booking!.when.date} ${r!.booking!.when.kind === "reserved" && r!.booking!.when.time}:00`,
    );
  });

  it("asks for the meeting point at an airport, naming the options, and takes one named in Spanish", async () => {
    const { check } = await desk(h.db);
    const [without, unknown, withPoint] = await check([
      row({ pickup: "Aeropuerto Madrid-Barajas Terminal 4" }),
      row({ pickup: "Aeropuerto Madrid-Barajas Terminal 4", meetingPoint: "Door 99" }),
      row({ pickup: "Aeropuerto Madrid-Barajas Terminal 4", meetingPoint: "llegadas, planta 0, puerta 10" }),
    ]);
    expect(without!.status).toBe("invalid");
    expect(words(without!.errors)).toEqual({
      meetingPoint:
        "The pickup is Madrid-Barajas Airport, Terminal 4: write one of its meeting points in this cell: Arrivals, Floor 0, Door 10; Arrivals, Floor 0, Door 3; T4 Car Park, Module B, Floor 0, Ride-hailing Zone; Departures Level, Door 6.",
    });
    expect(inEnglish(unknown!.errors.meetingPoint)).toMatch(/^“Door 99” is not a meeting point at Madrid-Barajas Airport, Terminal 4\. Write one of: Arrivals/);
    expect(withPoint).toMatchObject({ status: "ok", errors: {} });
    expect(withPoint!.booking!.stops[0]!.meetingPoint).toEqual({
      id: "mp-t4-arrivals-p1",
      loc: [expect.any(Number), expect.any(Number)],
      name: "Arrivals, Floor 0, Door 10",
      locationId: expect.any(String),
    });
    // A meeting point away from any hub is a mistake in the sheet, not something to drop quietly.
    const [stray] = await check([row({ meetingPoint: "Door 10" })]);
    expect(inEnglish(stray!.errors.meetingPoint)).toMatch(/^The pickup is not an airport or station/);
  });

  it("offers the places an ambiguous cell matches, and books the one the agent picks", async () => {
    const { check } = await desk(h.db);
    const sheet = [row({ destination: "Torre" }), row({ destination: "Torre", mobile: "+34 611 000 001" })];
    const [first, second] = await check(sheet);
    expect(first).toMatchObject({ status: "needs_choice", errors: {}, booking: null, basketKey: null, rowKey: null });
    const offered = first!.choices.destination!;
    expect(offered).toHaveLength(5);
    expect(new Set(offered.map((p) => p.label)).size).toBe(5);
    expect(offered.every((p) => p.typed === "Torre" && /^Torre/.test(p.name ?? ""))).toBe(true);

    const picked = applyChoice(new Map(), first!, "destination", 1);
    const [done, waiting] = await check(sheet, { chosen: picked });
    expect(done).toMatchObject({ status: "ok", choices: {} });
    expect(done!.booking!.stops[1]).toMatchObject({ key: "destination", loc: offered[1]!.loc, name: offered[1]!.name });
    expect(waiting!.status).toBe("needs_choice");
    // One pick for every row that typed the same words.
    const everywhere = applyChoiceWherever(new Map(), [first!, second!], offered[1]!);
    expect((await check(sheet, { chosen: everywhere })).map((r) => r.status)).toEqual(["ok", "ok"]);
    // A pick no longer counts once the cell says something else.
    const [changed] = await check([{ ...sheet[0]!, cells: { ...sheet[0]!.cells, destination: "Torre Europa" } }], { chosen: picked });
    expect(changed!.booking!.stops[1]).toMatchObject({ name: "Torre Europa" });
  });

  it("refuses a requester the agent does not book for, an inactive label, a label the policy requires, and an unknown place", async () => {
    const { check } = await desk(h.db);
    const rows = await check(
      [
        row({ requester: CARMEN!.email }),
        row({ label: "legacy-project" }),
        row({ label: "" }),
        row({ pickup: "Aeropuerto Madrid-Barajas Terminal 4", destination: "Calle Inventada 99", label: "events-2026" }),
        row({ mobile: "91 123 45 67", language: "Deutsch", label: "events-2026" }),
      ],
      { policy: { ...defaultPolicy(false), labelRequired: true } },
    );
    expect(rows.map((r) => r.status)).toEqual(["invalid", "invalid", "invalid", "invalid", "invalid"]);
    expect(rows.every((r) => r.booking === null)).toBe(true);
    expect(inEnglish(rows[0]!.errors.requester)).toBe(
      "carmen.ruiz@acme.example is not one of the requesters you book for. Write one of yours, or ask an admin to assign it to you.",
    );
    expect(inEnglish(rows[1]!.errors.label)).toBe("“legacy-project” is not one of the company's active labels.");
    expect(inEnglish(rows[2]!.errors.label)).toBe("Choose a label: the company asks for one on every ride.");
    expect(inEnglish(rows[3]!.errors.destination)).toMatch(/^No place called “Calle Inventada 99” was found/);
    // A known pickup has its meeting point checked even while another stop is not found: one pass shows both.
    expect(Object.keys(rows[3]!.errors).sort()).toEqual(["destination", "meetingPoint"]);
    expect(Object.keys(rows[4]!.errors).sort()).toEqual(["language", "mobile"]);
  });

  it("refuses a reservation too soon in words of the pickup's clock, and a time without a date", async () => {
    const { check, inMadrid } = await desk(h.db);
    const [soon, bare] = await check([row({ pickupTime: inMadrid(10) }), row({ pickupTime: "09:30" })], { locale: "es" });
    expect(soon!.status).toBe("invalid");
    expect(inEnglish(soon!.errors.pickupTime)).toMatch(
      /^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} at the pickup \(Europe\/Madrid\) is less than 30 minutes away, or already past: it is .* there now\./,
    );
    expect(inEnglish(bare!.errors.pickupTime)).toMatch(/^Write the date too/);
  });

  it("keeps the key of a ride whose time is now too near, so a corrected sheet uploaded shortly before it still finds it booked", async () => {
    const { check, inMadrid } = await desk(h.db);
    const ride = { pickup: "40.4169, -3.7035", destination: "40.4626, -3.689", mobile: "+34 600 777 888" };
    const [soon, later] = await check([row({ ...ride, pickupTime: inMadrid(10) }), row({ ...ride, pickupTime: inMadrid(45) })]);
    expect(soon!.status).toBe("invalid");
    expect(soon!.rowKey).toMatch(/^[0-9a-f]{64}$/);
    expect(soon!.rowKey).not.toBe(later!.rowKey);
    // The key a check made while the time was far enough: the start_at its cells write.
    const [day, month, year, hour, minute] = inMadrid(10).split(/[/ :]/);
    const startAt = `${year}-${month}-${day} ${hour}:${minute}:00`;
    expect(soon!.rowKey).toBe(
      rowKeyOf({
        requesterId: LUCIA!.id,
        guestMobile: "+34600777888",
        stops: [
          [40.4169, -3.7035],
          [40.4626, -3.689],
        ],
        startAt,
      }),
    );
  });

  it("refuses the second and later rows of the same ride, naming the first; other details do not make it another ride", async () => {
    const { check } = await desk(h.db);
    const ride = { mobile: "600 222 333", pickup: "Puerta del Sol", destination: "Castellana 200" };
    const rows = await check([
      row(ride),
      row({ ...ride, mobile: "+34600222333", label: "sales-emea", guestName: "Ana R." }),
      row({ ...ride, destination: "Plaza Mayor" }),
      row(ride),
    ]);
    expect(rows.map((r) => r.status)).toEqual(["ok", "invalid", "ok", "invalid"]);
    expect(inEnglish(rows[1]!.errors.guestName)).toBe(`Same ride as row ${rows[0]!.rowNumber}.`);
    expect(inEnglish(rows[3]!.errors.guestName)).toBe(`Same ride as row ${rows[0]!.rowNumber}.`);
    expect(rows[1]!.rowKey).toBe(rows[0]!.rowKey);
    expect(rows[2]!.rowKey).not.toBe(rows[0]!.rowKey);
  });

  it("checks 500 rows asking the geocoder once per distinct text or point and the hub lookup once per pickup (their time is a benchmark's: npm run bench -- events)", async () => {
    const { s, check } = await desk(h.db);
    const destinations = [
      "Castellana 200",
      "Torre Picasso",
      "Estadio Santiago Bernabéu",
      "IFEMA Madrid",
      "Hotel Wellington",
      "Plaza Mayor",
      "Museo del Prado",
      "Teatro Real",
    ];
    const sheet = Array.from({ length: 500 }, (_, i): SheetRow => ({
      rowNumber: i + 2,
      cells: {
        guestName: `Guest ${i}`,
        mobile: `6${String(10_000_000 + i * 7919).padStart(8, "0")}`,
        // Every pickup a point of its own: the worst case for lookups.
        pickup: `${(40.41 + (i % 50) * 0.001).toFixed(4)}, ${(-3.73 + Math.floor(i / 50) * 0.002).toFixed(4)}`,
        destination: destinations[i % destinations.length],
        label: i % 2 ? "Events 2026" : "",
      },
    }));
    const rows = await check(sheet);
    expect(rows.filter((r) => r.status !== "ok").map((r) => [r.rowNumber, r.errors, r.choices])).toEqual([]);
    expect(s.sent("/photon/api")).toHaveLength(destinations.length);
    expect(s.sent("/photon/reverse")).toHaveLength(500);
    expect(s.sent("/api/v4/hub")).toHaveLength(500);
  }, 60_000);
});
