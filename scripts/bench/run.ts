/**
 * Benchmarks, printed as figures with their goals. Run with `npm run bench` (`npm run bench -- pages` for the
 * page figures alone, `-- messages` for the guests' messages alone, `-- events` for an event's 500 rows on a server;
 * these need a production build; `-- ready` for 1,000 guests calling their car within a minute).
 * Timing goals live here, never in tests.
 */
import { register } from "node:module";
import { bookLighthouse, bookScriptWeight, hasBuild, startBookServer } from "./book-page";
import { bareStaticPage, bookForGuest, guestPageUnderLoad, guestScriptWeight } from "./guest-page";
import { providerOverhead, tokenRequestsUnderLoad } from "./provider";
import { journeyCreationAsStateGrows, parcelCreationAsStateGrows } from "./sandbox";
import { notificationThroughput } from "./notifications";
import { reportExportAtScale } from "./report-export";
import { boardFirstPage } from "./journeys-board";
import { RECEIVER_LOAD, receiverThroughput } from "./webhook-receiver";
import { driverMessageLatency, exactlyOnceThroughCrash } from "./guest-messages";
import { eventEstimateFigures } from "./event-estimates";
import { eventBatchFigures } from "./events";
import { sheetRefusals } from "./sheets";
import { readsPerRide } from "./journey-reads";
import { spendFigures } from "./spend";
import { salesSweepFigures } from "./sales";
import { journeySalesCalls } from "./sales-calls";
import { reconciliationAtScale } from "./reconciliation";

const line = (name: string, value: string, goal: string, met: boolean) =>
  console.log(`${met ? "ok  " : "MISS"}  ${name.padEnd(52)} ${value.padStart(10)}   goal ${goal}`);
/** A figure worth watching that has no goal. */
const info = (name: string, value: string) => console.log(`info  ${name.padEnd(52)} ${value.padStart(10)}`);

async function main() {
  console.log("Ridedesk benchmarks\n");
  // `npm run bench -- pages`: only the figures measured on a production build (page weight, Lighthouse).
  if (process.argv[2] === "pages") return bookPage();
  // `npm run bench -- messages`: only the guests' messages, measured on a production build with the sandbox's phones.
  if (process.argv[2] === "messages") return guestMessages();
  // `npm run bench -- events`: only an event's 500 rows on a production server (a few minutes: it waits for the sweep).
  if (process.argv[2] === "events") return eventBatch();
  // `npm run bench -- sheets`: only the sheets that would take a server down.
  if (process.argv[2] === "sheets") return sheets();
  // `npm run bench -- reads`: only the provider reads per ride.
  if (process.argv[2] === "reads") return journeyReads();
  // `npm run bench -- spend`: only the budgets' and rules' figures.
  if (process.argv[2] === "spend") return spend();
  // `npm run bench -- ready`: only 1,000 guests calling their car within a minute.
  if (process.argv[2] === "ready") return guestReady();
  // `npm run bench -- sales`: only the provider's sales read into the database.
  if (process.argv[2] === "sales") return sales();
  // `npm run bench -- reconciliation`: only the month's reconciliation at 100,000 rides and sales.
  if (process.argv[2] === "reconciliation") return reconciliation();
  for (const [call, what] of [
    ["users", "users list, 1 user"],
    ["hub", "hub lookup, 4 KB validated"],
  ] as const) {
    const o = await providerOverhead(call);
    info(`provider client overhead vs direct: ${what}`, o.medianRatio.toFixed(3));
    console.log(`      ${o.rounds} rounds × ${o.callsPerRound} calls; median per call: direct ${o.directMs.toFixed(3)} ms, client ${o.clientMs.toFixed(3)} ms`);
  }
  await journeyReads();
  const tokens = await tokenRequestsUnderLoad(100);
  line("token requests made by 100 concurrent calls", String(tokens), "1", tokens === 1);
  await viewers();
  const growth = await journeyCreationAsStateGrows();
  line("sandbox: journey 10,000 vs journey 10, file store", `${growth.ratio.toFixed(2)}×`, "≤ 1.5×", growth.ratio <= 1.5);
  console.log(
    `      median of 10 around each: #10 ${growth.early.toFixed(3)} ms, #10,000 ${growth.late.toFixed(3)} ms; ` +
      `journeys 9,001–10,000: mean ${growth.meanLastThousand.toFixed(3)} ms, slowest ${growth.maxLastThousand.toFixed(1)} ms (compaction included); ` +
      `${growth.seconds.toFixed(0)} s in all, ${(growth.bytes / 1e6).toFixed(1)} MB on disk`,
  );
  const parcels = await parcelCreationAsStateGrows();
  line("sandbox: parcel 10,000 vs parcel 10, file store", `${parcels.ratio.toFixed(2)}×`, "≤ 1.5×", parcels.ratio <= 1.5);
  console.log(`      median of 10 around each: #10 ${parcels.early.toFixed(3)} ms, #10,000 ${parcels.late.toFixed(3)} ms`);
  const n = await notificationThroughput();
  line("sandbox: webhook notifications delivered on loopback", `${Math.round(n.perSecond)}/s`, "≥ 500/s", n.perSecond >= 500);
  line("sandbox: dispatcher vs bare POSTs, same receiver", `${(n.barePerSecond / n.perSecond).toFixed(2)}×`, "≤ 1.5×", n.barePerSecond / n.perSecond <= 1.5);
  console.log(`      ${n.sent} notifications (${n.received} received) in ${n.seconds.toFixed(2)} s, 8 at a time; bare POSTs ${Math.round(n.barePerSecond)}/s`);
  for (const r of await receiverThroughput()) {
    line(
      `webhook receiver on loopback, ${r.engine}: notifications answered`,
      `${Math.round(r.perSecond)}/s`,
      "≥ 500/s",
      r.perSecond >= 500 && r.failures === 0,
    );
    line(`webhook receiver on loopback, ${r.engine}: p99 answer`, `${r.p99.toFixed(1)} ms`, "< 50 ms", r.p99 < 50);
    console.log(
      `      ${RECEIVER_LOAD.notifications} notifications about ${RECEIVER_LOAD.parcels} parcels, ${RECEIVER_LOAD.concurrency} at a time, jobs applying them meanwhile; ` +
        `p50 ${r.p50.toFixed(1)} ms, ${r.failures} failed; all applied by the jobs after ${r.drainSeconds.toFixed(1)} s (${r.applied} timeline states)`,
    );
  }
  await eventEstimateFigures();
  await spend();
  await sales();
  await reconciliation();
  await sheets();
  await reportExport();
  const board = await boardFirstPage();
  const worst = board.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  line("journeys board first page, 10,000 bookings, p95", `${worst.p95.toFixed(1)} ms`, "≤ 200 ms", worst.p95 <= 200);
  console.log(
    `      the database work of one GET /api/journeys (page, attention count, freshness), ${worst.rounds} reads per view; worst: ${worst.engine}, ${worst.view}`,
  );
  for (const f of board)
    console.log(
      `        ${f.engine.padEnd(10)} ${f.view.padEnd(24)} p50 ${f.p50.toFixed(1).padStart(6)} ms   p95 ${f.p95.toFixed(1).padStart(6)} ms   ${f.rows} rows`,
    );
  await bookPage();
  await guestMessages();
}

/** The provider's sales: the daily sweep at 100,000 sales, and the calls the ride-by-ride read costs. */
async function sales() {
  const f = await salesSweepFigures();
  line("sales sweep: 100,000 sales, sandbox → PGlite: time", `${f.seconds.toFixed(1)} s`, "≤ 60 s", f.seconds <= 60);
  line("sales sweep: 100,000 sales: memory above start", `${f.peakMb.toFixed(0)} MB`, "≤ 200 MB", f.peakMb <= 200);
  console.log(
    `      ${f.calls} pages read (both passes), ${f.stored} sales stored; the sweeping process's peak ${f.peakRssMb.toFixed(0)} MB (the sandbox and its sales in a process of their own; the database on disk); ` +
      `the next day's pass: ${f.again.seconds.toFixed(1)} s, ${f.again.added} added`,
  );
  const c = await journeySalesCalls();
  line(
    `sales of ended rides, ${c.rides} rides: /journey/{id}/sales calls per ride, then on a second read`,
    `${(c.firstPass / c.rides).toFixed(2)}, then ${c.secondPass}`,
    "1, then 0",
    c.firstPass === c.rides && c.secondPass === 0 && c.stored === c.rides,
  );
}

/** Budgets and rules: one booking's check and charge at scale, an event's 500 rows, and 50 bookings racing for the last of a budget. */
async function guestReady() {
  // The tap's server code reaches the translator (words of errors): next-intl's React-free parts stand in outside Next.
  register("./stubs/register.mjs", import.meta.url);
  const { guestReadyFigures } = await import("./guest-ready");
  for (const f of await guestReadyFigures()) {
    line(`guests' taps answered, ${f.guests} guests × 2 in a minute, ${f.engine}`, `${f.answered}/${f.taps}`, "all", f.answered === f.taps);
    line(`guest's tap excluding the provider, ${f.engine}: p95`, `${f.p95.toFixed(0)} ms`, "≤ 2000 ms", f.p95 <= 2000);
    line(`journeys per guest, ${f.engine}`, `${f.guestsWithOneJourney}/${f.guests} one`, "one each", f.guestsWithOneJourney === f.guests);
    console.log(
      `      p50 ${f.p50.toFixed(0)} ms; with the provider p95 ${f.withProviderP95.toFixed(0)} ms; over ${(f.spreadMs / 1000).toFixed(1)} s; ` +
        `${f.booked} booked, ${f.journeys} journeys at the sandbox; outcomes ${JSON.stringify(f.outcomes)}`,
    );
  }
}

async function spend() {
  for (const f of await spendFigures()) {
    line(`spend check + budget charge, 100,000 rides, ${f.engine}: p95`, `${f.p95.toFixed(1)} ms`, "≤ 20 ms", f.p95 <= 20);
    console.log(
      `      p50 ${f.p50.toFixed(1)} ms; every rule on (price, products, hours, rides per requester, area), labels' and requesters' own rules read, a label and a requester budget charged in the booking's transaction`,
    );
    line(`spend check of a 500-row event, ${f.engine}`, `${(f.event500Ms / 1000).toFixed(2)} s`, "≤ 2 s", f.event500Ms <= 2000);
    line(
      `50 bookings at once, budget for 10, ${f.engine}: held, refused`,
      `${f.held}, ${f.refused}`,
      "10, 40, 0 overspent",
      f.held === 10 && f.refused === 40 && f.overspentMinor === 0,
    );
  }
}

/** Sheets that would take a server down, read as an upload reads them. */
async function sheets() {
  for (const f of await sheetRefusals()) {
    const met = f.ms <= 1_000 && f.rssMb <= 100;
    line(`event sheet, ${f.name}: ${f.refused ? "refused" : "read"} in`, `${f.ms.toFixed(0)} ms`, "≤ 1 s, ≤ 100 MB", met);
    console.log(`      ${f.kb.toFixed(0)} KB file; memory +${f.rssMb.toFixed(0)} MB; longest event-loop wait meanwhile ${f.loopMaxMs.toFixed(0)} ms`);
  }
}

/** Guests' messages from `next start` on the sandbox: the driver's message after the provider's change, and a crash in a burst. */
async function guestMessages() {
  if (!hasBuild()) {
    console.log("\nskip  guests' message figures need a production build (.next/BUILD_ID is missing): run npm run build first");
    return;
  }
  const l = await driverMessageLatency();
  const goal = l.pollSeconds + 5;
  line("guest's driver message after the provider's change, p95", `${l.p95.toFixed(1)} s`, `≤ poll + 5 s (${goal} s)`, l.p95 <= goal);
  console.log(
    `      ${l.rides} rides by SMS, journeys read every ${l.pollSeconds} s (the default), sandbox clock at real time; from the move to hired at the sandbox ` +
      `to the message's date_created there: p50 ${l.p50.toFixed(1)} s, max ${l.max.toFixed(1)} s; first seen on the phone (polled every 250 ms): p95 ${l.seenP95.toFixed(1)} s` +
      `${l.measured < l.rides ? `; ${l.rides - l.measured} never came` : ""}${l.notMatched ? `; ${l.notMatched} not the app's driver message` : ""}`,
  );
  const c = await exactlyOnceThroughCrash();
  line(
    `messages through a crash, ${c.rides} rides: duplicates, lost`,
    `${c.duplicates}, ${c.lost}`,
    "0 duplicates, 0 lost",
    c.duplicates === 0 && c.lost === 0,
  );
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([k, n]) => `${n} ${k}`)
      .join(", ") || "none";
  console.log(
    `      ${c.received} messages received of ${c.expected} expected (booked, driver assigned, driver arrived × SMS and WhatsApp), ${c.elapsedSeconds.toFixed(0)} s from the first move to the last; ` +
      `skipped as stale (their moment had passed before sending): ${list(c.stale)}`,
  );
  console.log(
    `      booked in ${c.bookSeconds.toFixed(0)} s; moves to hired then arrived over ${c.movesSeconds.toFixed(0)} s (${c.movesRetried} retried while the server was down); ` +
      `killed ${c.killedAfter.toFixed(0)} s in with ${c.receivedAtKill} received, answering again ${c.downSeconds.toFixed(0)} s later`,
  );
  console.log(
    `      lost: ${c.lostRecorded} recorded but not at a phone (${c.leftPending} still pending when stopped), never recorded: ${list(c.neverRecorded)}; ` +
      `${c.extraCopies} extra copies; ${c.notRecorded} at a phone with no record; ${c.otherSkips} skipped for another reason`,
  );
  await eventBatch();
}

/**
 * Loaded only when it runs, so that `-- pages` and `-- events` never load it: its imports reach next-intl's React
 * entry, which tsx cannot load under the react-server condition ("react" has no useEffect there).
 */
async function viewers() {
  const loaded = await import("./viewers").catch((e: Error) => e);
  if (loaded instanceof Error) {
    console.log(`skip  provider calls for a watched journey: its module did not load (${loaded.message.split("\n")[0]})`);
    return;
  }
  const v = await loaded.providerCallsByViewers();
  line(`provider calls for a journey watched by ${v.viewers} vs 1`, `${v.manyViewers} vs ${v.oneViewer}`, "same", v.manyViewers <= v.oneViewer + 1);
  console.log(`      ${v.seconds} s of a journey in progress, ${v.reads} reads of our database by the viewers; last state read: ${v.finalState}`);
}

/** Provider reads per ride from booking to terminated, as the refresh job schedules them, against the fewest that see every change. */
async function journeyReads() {
  for (const r of await readsPerRide()) {
    info(`provider reads per ride, ${r.ride}`, `${r.reads} (min ${r.minimum})`);
    console.log(`      ${r.beforeDriver} before a driver was found; states: ${r.states.join(" → ")}`);
  }
  console.log("      booking to terminated; the minimum is one read per state gone through and one of the driver; the sandbox's clock moves to each read");
}

/** The month's reconciliation with 100,000 rides and 100,000 sales: the page's first view and its CSV streamed. */
async function reconciliation() {
  for (const r of await reconciliationAtScale(100_000)) {
    line(`reconciliation, 100,000 rides and sales, ${r.engine}: first view p95`, `${r.viewP95Ms.toFixed(0)} ms`, "≤ 1 s", r.viewP95Ms <= 1000);
    line(`reconciliation, 100,000 rides and sales, ${r.engine}: CSV streamed`, `${r.exportSeconds.toFixed(2)} s`, "≤ 15 s", r.exportSeconds <= 15);
    console.log(
      `      ${r.counts}; ${r.exportRows.toLocaleString("en")} rows in the CSV; view median ${r.viewMedianMs.toFixed(0)} ms; seeding took ${r.seedSeconds.toFixed(1)} s`,
    );
  }
}

/** 100,000 rides exported as CSV through the route's own streaming function. */
async function reportExport() {
  for (const r of await reportExportAtScale(100_000)) {
    line(`CSV export, ${r.rows.toLocaleString("en")} rides, ${r.engine}: time`, `${r.seconds.toFixed(2)} s`, "≤ 10 s", r.seconds <= 10 && r.rows === 100_000);
    line(
      `CSV export, ${r.rows.toLocaleString("en")} rides, ${r.engine}: memory growth (RSS)`,
      `${r.rssGrowthMb.toFixed(1)} MB`,
      "< 100 MB",
      r.rssGrowthMb < 100,
    );
    console.log(
      `      ${(r.bytes / 1e6).toFixed(1)} MB of CSV; peak JS heap growth ${r.heapGrowthMb.toFixed(1)} MB; seeding took ${r.seedSeconds.toFixed(1)} s`,
    );
  }
}

const tally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, n]) => `${n} ${status}`)
    .join(", ");

/**
 * An event of 500 rows (150 baskets) uploaded to `next start` on the sandbox, 10 estimates a second: checked and
 * priced; then confirmed and booked at 20 journeys a second while the server is killed twice, then the same sheet
 * uploaded into the batch and confirmed again. The provider's side is counted at the sandbox.
 */
async function eventBatch() {
  if (!hasBuild()) {
    console.log("\nskip  event figures need a production build (.next/BUILD_ID is missing): run npm run build first");
    return;
  }
  const { checked: c, booked: b } = await eventBatchFigures();
  line(
    `event, ${c.rows} rows: estimates made at the provider`,
    String(c.estimates),
    `${c.baskets} (1/basket)`,
    c.estimates === c.baskets && c.priced === c.rows,
  );
  console.log(
    `      upload to draft ${c.seconds.toFixed(1)} s (the 10/s limit alone takes ${c.floorSeconds.toFixed(0)} s for ${c.baskets} baskets); rows: ${tally(c.statuses)}; ` +
      `${c.rateLimited} estimate calls answered 429 and tried again`,
  );
  for (const p of c.problems) console.log(`        ${p}`);
  line(
    `event, ${b.rows} rows, 2 kills, re-upload: journeys, dup.`,
    `${b.journeys}, ${b.duplicates}`,
    `${b.rows}, 0`,
    b.journeys === b.rows && b.duplicates === 0,
  );
  console.log(
    `      ${b.queued} rows queued; server killed at ${b.crashes.map((k) => `${k.booked} booked and ${k.inFlight} being booked, ${k.atSeconds.toFixed(0)} s in (healthy again ${k.restartSeconds.toFixed(0)} s later)`).join(" and ")}; ` +
      `every row's outcome ${b.seconds.toFixed(0)} s after confirming: ${tally(b.statuses)}; since the last restart ${b.journeyCallsSinceRestart.allowed} journeys created, ${b.journeyCallsSinceRestart.limited} answered 429`,
  );
  const uncertain = b.uncertain.map((u) => `row ${u.row} ${u.journeys === 1 ? "has its journey" : `has ${u.journeys} journeys`}`).join(", ");
  console.log(
    `      same sheet uploaded into the batch and confirmed again: ${b.queuedAgain} rows queued, batch ${b.batchStatus}; journeys ${b.journeysAfterBooking} before, ${b.journeys} after, ` +
      `for ${b.riders} guests; uncertain rows ${b.uncertain.length}${uncertain ? ` (${uncertain})` : ""}` +
      (b.repeated.length ? `; booked twice: ${b.repeated.map((r) => `${r.rider_name} ×${r.journeys}`).join(", ")}` : ""),
  );
  for (const p of b.problems) console.log(`        ${p}`);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Lighthouse scores on a shared machine move from run to run: the goals hold for the median of these. */
const LIGHTHOUSE_RUNS = 5;

/** /book from `next start`, signed in: the JavaScript its HTML loads, and Lighthouse. */
async function bookPage() {
  if (!hasBuild()) {
    console.log("\nskip  /book figures need a production build (.next/BUILD_ID is missing): run npm run build first");
    return;
  }
  const server = await startBookServer();
  try {
    const js = await bookScriptWeight(server);
    line("JS for /book before the map chunk, gzip", kB(js.gzipBytes), "≤ 200 kB", js.gzipBytes <= 200_000);
    console.log(`      ${js.chunks.length} scripts, ${kB(js.rawBytes)} raw; largest (gzip):`);
    for (const c of js.chunks.slice(0, 3)) console.log(`        ${kB(c.gzipBytes).padStart(9)}  ${c.path}`);
    if (js.noModule.length) console.log(`      not counted: ${js.noModule.length} noModule script(s), never fetched by module-capable browsers`);
    const plain = await bookScriptWeight({ url: server.url, cookie: "" }, "/sign-in");
    line("JS for a plain page (/sign-in), gzip", kB(plain.gzipBytes), "≤ 120 kB", plain.gzipBytes <= 120_000);
    const everyPage = plain.chunks.filter((c) => js.chunks.some((b) => b.path === c.path)).reduce((n, c) => n + c.gzipBytes, 0);
    console.log(
      `      ${plain.chunks.length} scripts, ${kB(plain.rawBytes)} raw; ${kB(everyPage)} of them /book loads too (React, the router); largest (gzip):`,
    );
    for (const c of plain.chunks.slice(0, 3)) console.log(`        ${kB(c.gzipBytes).padStart(9)}  ${c.path}`);
    // Sign-in's words come from the server (app/(auth)); only layouts wrapped in IntlProvider load next-intl's runtime.
    const intl = plain.chunks.filter((c) => c.intl).reduce((n, c) => n + c.gzipBytes, 0);
    line("  of which next-intl's client runtime, gzip", kB(intl), "0 kB", intl === 0);
    const lh = await bookLighthouse(server, LIGHTHOUSE_RUNS);
    for (const [form, goal] of [
      ["desktop", 0.95],
      ["mobile", 0.9],
    ] as const) {
      const r = lh[form];
      line(`Lighthouse performance, /book, ${form}, median`, r.median.toFixed(2), `≥ ${goal}`, r.median >= goal);
      const metrics = Object.entries(r.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ");
      console.log(
        `      ${r.scores.length} runs, range ${Math.min(...r.scores).toFixed(2)}–${Math.max(...r.scores).toFixed(2)} (${r.scores.map((s) => s.toFixed(2)).join(", ")}); median run: ${metrics}`,
      );
      for (const w of r.warnings) console.log(`      warning: ${w}`);
    }
    await guestPage(server);
  } finally {
    await server.stop();
  }
}

/** The guest's page of a ride booked just now: its JavaScript against a plain App Router page's, Lighthouse on a phone, many viewers. */
async function guestPage(server: Awaited<ReturnType<typeof startBookServer>>) {
  const link = await bookForGuest(server);
  const js = await guestScriptWeight(link);
  line("JS for the guest's page /r/[token], gzip", kB(js.gzipBytes), "≤ 60 kB", js.gzipBytes <= 60_000);
  console.log(`      ${js.scripts} inline script(s), no framework; the whole HTML is ${kB(js.htmlGzipBytes)} gzip (a plain App Router page's figure is above)`);
  const lh = await bookLighthouse({ url: server.url, cookie: "" }, 3, new URL(link).pathname);
  const r = lh.mobile;
  line("Lighthouse performance, guest's page, mobile", r.median.toFixed(2), "≥ 0.98", r.median >= 0.98);
  console.log(
    `      median of ${r.scores.map((s) => s.toFixed(2)).join(", ")}; ${Object.entries(r.metrics)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
  for (const w of r.warnings) console.log(`      warning: ${w}`);
  const bare = await bareStaticPage();
  try {
    const b = (await bookLighthouse({ url: bare.url, cookie: "" }, 3, "/")).mobile;
    console.log(
      `      for scale, a bare static page (a heading, no script) on this machine now: mobile ${b.median.toFixed(2)} (${b.scores.map((s) => s.toFixed(2)).join(", ")}; TBT ${b.metrics.TBT})`,
    );
  } finally {
    await bare.close();
  }
  const load = await guestPageUnderLoad(link);
  console.log(
    `info  guest's page, ${load.total} requests ${load.concurrency} at a time: p50 ${load.p50.toFixed(1)} ms, p95 ${load.p95.toFixed(1)} ms, ` +
      `${load.perSecond.toFixed(0)} per second, ${load.failures} not 200 (one database read per token every 3 s)`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
