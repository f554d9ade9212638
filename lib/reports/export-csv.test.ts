import { beforeAll, describe, expect, it } from "vitest";
import { reportRide, NOVEMBER, seedReport } from "./testing";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { readCsv } from "./csv-read";
import { translator } from "@/lib/i18n/server-translator";
import { CSV_HEADER, exportFileName, reportCsvStream } from "./export-csv";

const readAll = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe.each(TEST_ENGINES)("the CSV export on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let seed: Awaited<ReturnType<typeof seedReport>>;
  beforeAll(async () => {
    seed = await seedReport(h.db);
  }, 60_000);

  it("writes a BOM, a header and one row per counted ride, with both times, decimals and names", async () => {
    const bytes = new Uint8Array(
      await new Response(reportCsvStream(h.db, { viewer: { id: seed.admin.id, role: "admin" }, ...NOVEMBER, companyZone: "Europe/Madrid" })).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = readCsv(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual([...CSV_HEADER]);
    const records = rows.slice(1).map((r) => Object.fromEntries(CSV_HEADER.map((h, i) => [h, r[i]])));
    expect(records).toHaveLength(6); // the failed booking and October's are not there
    expect(records[0]).toMatchObject({
      pickup_local: "2026-11-01 00:30:00",
      pickup_utc: "2026-10-31T23:30:00Z",
      time_zone: "Europe/Madrid",
      currency: "EUR",
      estimated_price: "5.00",
      final_price: "",
      invoiced_price: "",
      label_slug: "marketing",
      label_name: "Marketing",
      reason: "Airport",
      original_reason: "Airport",
      agent: "Alba Admin",
      requester: "Ana Ruiz",
    });
    expect(records[1]).toMatchObject({
      pickup_local: "2026-11-03 10:00:00",
      estimated_price: "12.00",
      final_price: "13.50",
      // The sale and its rectification, not the sale in dollars.
      invoiced_price: "13.50",
      state: "drop off",
      journey_id: seed.rides.finished.journeyId,
      rider: "Ana Ruiz",
    });
    expect(records.find((r) => r.currency === "GBP")).toMatchObject({
      pickup_local: "2026-11-13 09:00:00",
      time_zone: "Europe/London",
      estimated_price: "7.00",
      final_price: "7.00",
      invoiced_price: "7.00",
    });
    // A ride let through outside the spend rules says which, by their ids.
    expect(records.find((r) => r.journey_id === seed.rides.upcoming.journeyId)).toMatchObject({ outside_rules: "hours;products" });
    expect(records.map((r) => r.state)).toEqual(expect.arrayContaining(["rider cancel", "not found", "hired"]));
  });

  it("shows an agent only what the report shows them", async () => {
    const text = await readAll(reportCsvStream(h.db, { viewer: { id: seed.forAna.id, role: "agent" }, ...NOVEMBER, companyZone: "Europe/Madrid" }));
    const rows = readCsv(text.replace(/^\uFEFF/, "")).slice(1);
    expect(rows.map((r) => r[CSV_HEADER.indexOf("journey_id")]).sort()).toEqual(
      [seed.rides.finished.journeyId, seed.rides.upcoming.journeyId, seed.rides.firstMinutes.journeyId].sort(),
    );
  });

  it("pages through rides that share a pickup instant without losing or repeating one, and neutralises formulas", async () => {
    const at = new Date("2026-12-02T08:00:00.123Z");
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push(
        await reportRide(h.db, {
          createdBy: seed.admin.id,
          riderName: i === 0 ? '=HYPERLINK("x")' : `Rider ${i}`,
          reason: 'Lunch, then "dinner"\nlate',
          pickupAt: at,
        }),
      );
    const december = { start: new Date("2026-11-30T23:00:00Z"), end: new Date("2026-12-31T23:00:00Z") };
    const text = await readAll(reportCsvStream(h.db, { viewer: { id: seed.admin.id, role: "admin" }, ...december, companyZone: "Europe/Madrid", batch: 3 }));
    const rows = readCsv(text.replace(/^\uFEFF/, "")).slice(1);
    expect(rows.map((r) => r[CSV_HEADER.indexOf("journey_id")]).sort()).toEqual(made.map((m) => m.journeyId).sort());
    expect(rows.map((r) => r[CSV_HEADER.indexOf("rider")])).toContain(`'=HYPERLINK("x")`);
    expect(rows[0]![CSV_HEADER.indexOf("reason")]).toBe('Lunch, then "dinner"\nlate');
  });

  it("names the file after the days it covers, in the reader's language", async () => {
    const words = async (locale: "en" | "es" | "pt") => {
      const t = await translator(locale);
      return (key: "fileName", values: { from: string; to: string }) => t(`exports.${key}`, values);
    };
    expect(exportFileName(await words("en"), "2026-11-01", "2026-11-30", "csv")).toBe("ridedesk-rides-2026-11-01-to-2026-11-30.csv");
    expect(exportFileName(await words("es"), "2026-11-01", "2026-11-30", "xlsx")).toBe("ridedesk-viajes-2026-11-01-a-2026-11-30.xlsx");
    expect(exportFileName(await words("pt"), "2026-11-01", "2026-11-30", "csv")).toBe("ridedesk-viagens-2026-11-01-a-2026-11-30.csv");
  });
});
