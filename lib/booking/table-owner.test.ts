import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * lib/booking owns the ride record (README, "Layers"): other features ask its query modules, they
 * do not write SQL against the `bookings` table. The few statements that join a feature's own
 * tables with the rides in one go stay in that feature's query module, named here with why.
 */
const JOINS_THAT_STAY: Record<string, string> = {
  "lib/journeys/board-queries.ts": "the board: rides with their requester, label and agent, filtered and paged in one statement",
  "lib/reports/queries.ts": "reports: sums by label, reason and requester over every ride",
  "lib/reports/export-queries.ts": "the reports' download: rides with their requester, label and agent, streamed",
  "lib/reports/approvals-queries.ts": "the approvals report: each approval with its ride",
  "lib/receipts/expense-queries.ts": "the monthly expense export: each invoiced ride with its sale, requester and label, streamed",
  "lib/events/same-rides-queries.ts": "an event's rows against other events' rows and live rides, by guest mobile",
  "lib/spend/approvals-queries.ts": "the approvals waiting, each with its ride",
  "lib/sales/reconciliation-queries.ts": "the month's reconciliation: each sale of the month with the ride it bills, in keyset batches",
  "lib/sales/reconciliation-rides-queries.ts": "the month's reconciliation: ended rides without a sale and finals against invoices, one statement each",
  "lib/spend/rides-queries.ts": "the spend check's ride count: lib/booking calls the check, so lib/spend cannot import it back",
};

const ROOT = process.cwd();

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|(^|\.)testing\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Whether a module takes the `bookings` table (a value, not only its type) from the schema. */
function importsBookingsTable(source: string): boolean {
  for (const [, clause, spec] of source.matchAll(/(?:^|\n)\s*import\s+([^;]*?)\s+from\s+["']([^"']+)["']/g)) {
    if (!/(^@\/lib\/db\/schema|(^|\/)schema)$/.test(spec!) || /^type\b/.test(clause!.trim())) continue;
    const named = /\{([^}]*)\}/.exec(clause!);
    if (!named) return true; // a namespace or default import takes every table
    if (named[1]!.split(",").some((s) => /^bookings(\s+as\s+\w+)?$/.test(s.trim()))) return true;
  }
  return false;
}

/** lib/booking's query modules: queries.ts and <thing>-queries.ts. */
const isBookingQueryModule = (file: string) => /^lib\/booking\/([\w-]+-)?queries\.ts$/.test(file);

describe("the bookings table", () => {
  it("is read and written only by lib/booking's query modules, and the joins that stay with their reasons", () => {
    const offenders = [...sources("lib"), ...sources("app")]
      .map((f) => f.split(path.sep).join("/"))
      .filter((f) => !f.startsWith("lib/db/") && !isBookingQueryModule(f) && !(f in JOINS_THAT_STAY))
      .filter((f) => importsBookingsTable(fs.readFileSync(path.join(ROOT, f), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("keeps its list of joins true: each still reads the table", () => {
    const stale = Object.keys(JOINS_THAT_STAY).filter(
      (f) => !fs.existsSync(path.join(ROOT, f)) || !importsBookingsTable(fs.readFileSync(path.join(ROOT, f), "utf8")),
    );
    expect(stale).toEqual([]);
  });

  it("tells an import of the table from one of its type or of other tables", () => {
    expect(importsBookingsTable('import { bookings, labels } from "@/lib/db/schema";')).toBe(true);
    expect(importsBookingsTable('import { labels,\n  bookings } from "../db/schema";')).toBe(true);
    expect(importsBookingsTable('import * as schema from "./schema";')).toBe(true);
    expect(importsBookingsTable('import type { bookings } from "@/lib/db/schema";')).toBe(false);
    expect(importsBookingsTable('import { bookingCorrections, labels } from "@/lib/db/schema";')).toBe(false);
    expect(importsBookingsTable('import { bookings } from "@/lib/booking/queries";')).toBe(false);
  });
});
