/**
 * Guests' messages on a production server and the embedded sandbox, as the phones get them: how soon
 * after the provider's change the driver's message is accepted at Twilio (the sandbox's copy), and
 * whether a server killed in the middle of a burst sends any message twice or never.
 */
import { inArray } from "drizzle-orm";
import { openDatabase } from "@/lib/db/client";
import { bookings, guestMessages } from "@/lib/db/schema";
import { DEFAULT_POLL } from "@/lib/journeys/poll-policy";
import {
  advanceJourney,
  bookRide,
  fixtureAgent,
  inBatches,
  phoneMessages,
  startAppServer,
  writeOnWhatsApp,
  type AppServer,
  type PhoneMessage,
  type Ride,
} from "./app-server";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Nearest rank. */
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * p) - 1)]!;
const phoneOf = (i: number, prefix: string) => `${prefix} ${String(i).padStart(3, "0")}`;
/** A phone's address as Twilio's To holds it, by channel. */
const addressOf = (channel: string, phone: string) => (channel === "whatsapp" ? `whatsapp:${phone}` : phone);
const pairOf = (to: string, body: string) => `${to}\n${body}`;
/** 35 minutes ahead: read at the ride-in-progress interval (within 45 minutes), no search started before the bench moves it. */
const RESERVE_IN_MINUTES = 35;

/** Reads the messages the app recorded, from its database, after the server has stopped. */
async function recordedMessages(server: AppServer) {
  const handle = await openDatabase({ dataDir: `${server.dataDir}/db` });
  try {
    const rows = await handle.db.select().from(guestMessages);
    const ids = await handle.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(inArray(bookings.status, ["booked"]));
    return { rows, bookedIds: ids.map((b) => b.id) };
  } finally {
    await handle.close();
  }
}

/** Polls the phones until `done` says so or the time is up; returns the last reading. */
async function watchPhones(server: AppServer, everyMs: number, untilMs: number, done: (messages: PhoneMessage[]) => boolean) {
  let messages: PhoneMessage[] = [];
  while (Date.now() < untilMs) {
    messages = await phoneMessages(server);
    if (done(messages)) break;
    await sleep(everyMs);
  }
  return messages;
}

export type LatencyFigures = {
  pollSeconds: number;
  rides: number;
  measured: number;
  p50: number;
  p95: number;
  max: number;
  seenP95: number;
  notMatched: number;
};

/**
 * 20 reservations told by SMS on the default journey poll (15 s, JOURNEY_POLL_SECONDS unset) and the
 * sandbox's clock at real time. Each journey is moved to hired at the sandbox at a moment of its own
 * (about 1.7 s apart, so the moves fall anywhere in the poll's cycle); the latency is the driver
 * message's date_created at the sandbox minus the moment the move's request left.
 */
export async function driverMessageLatency(count = 20): Promise<LatencyFigures> {
  const server = await startAppServer({ SANDBOX_CLOCK_SPEED: "1" });
  try {
    const cookie = await fixtureAgent(server);
    const rides = await inBatches(
      Array.from({ length: count }, (_, i) => i),
      5,
      (i) =>
        bookRide(server, cookie, { rider: `Latency Guest ${i}`, phone: phoneOf(i, "+34 611 000"), channels: ["sms"], reserveInMinutes: RESERVE_IN_MINUTES }),
    );
    // The booking messages first, so that the next message a phone gets is the driver's.
    const booked = await watchPhones(server, 500, Date.now() + 60_000, (ms) => rides.every((r) => ms.some((m) => m.to === r.phone)));
    const bookedSid = new Map(rides.map((r) => [r.phone, booked.find((m) => m.to === r.phone)?.sid]));
    if (rides.some((r) => !bookedSid.get(r.phone))) throw new Error("not every guest had the booking message within 60 s");

    const movedAt = new Map<string, number>();
    const found = new Map<string, { sid: string; createdAt: number; seenAt: number }>();
    let moving = true;
    const watcher = (async () => {
      while (moving || found.size < movedAt.size) {
        const seenAt = Date.now();
        for (const m of await phoneMessages(server)) {
          if (movedAt.has(m.to) && !found.has(m.to) && m.sid !== bookedSid.get(m.to))
            found.set(m.to, { sid: m.sid, createdAt: Date.parse(m.date_created), seenAt });
        }
        if (!moving && Date.now() - Math.max(...movedAt.values()) > 90_000) break;
        await sleep(250);
      }
    })();
    for (const ride of rides) {
      await sleep(1200 + Math.random() * 1000);
      movedAt.set(ride.phone, Date.now());
      await advanceJourney(server, ride.journeyId, "hired");
    }
    moving = false;
    await watcher;
    await server.stop();

    // Each message measured must be the app's driver_assigned message of that ride, by its SID.
    const { rows } = await recordedMessages(server);
    const driverSids = new Set(rows.filter((r) => r.event === "driver_assigned").map((r) => r.providerId));
    const notMatched = [...found.values()].filter((f) => !driverSids.has(f.sid)).length;
    const latencies = rides.flatMap((r) => (found.has(r.phone) ? [(found.get(r.phone)!.createdAt - movedAt.get(r.phone)!) / 1000] : []));
    const seen = rides.flatMap((r) => (found.has(r.phone) ? [(found.get(r.phone)!.seenAt - movedAt.get(r.phone)!) / 1000] : []));
    // A driver message that never came counts as infinitely late.
    const all = [...latencies, ...Array(rides.length - latencies.length).fill(Infinity)];
    return {
      pollSeconds: DEFAULT_POLL.activeSeconds,
      rides: rides.length,
      measured: latencies.length,
      p50: percentile(all, 0.5),
      p95: percentile(all, 0.95),
      max: Math.max(...all),
      seenP95: percentile([...seen, ...Array(rides.length - seen.length).fill(Infinity)], 0.95),
      notMatched,
    };
  } finally {
    await server.dispose();
  }
}

const EVENTS = ["booked", "driver_assigned", "driver_arrived"] as const;
const CHANNELS = ["sms", "whatsapp"] as const;
/**
 * How long after the kill the bench waits at least: jobs that were running when the process died
 * stay active until they expire (message.send and journey.refresh: 120 s), pg-boss's supervisor
 * fails them on its next pass (every 60 s), and they are retried after their delay (10–15 s).
 */
const RECOVERY_MS = 210_000;
/** The phones' count must stay still this long to call the sending done. */
const STILL_MS = 30_000;

export type CrashFigures = {
  rides: number;
  expected: number;
  received: number;
  duplicates: number;
  extraCopies: number;
  lost: number;
  lostRecorded: number;
  neverRecorded: Record<string, number>;
  leftPending: number;
  stale: Record<string, number>;
  otherSkips: number;
  notRecorded: number;
  bookSeconds: number;
  movesSeconds: number;
  movesRetried: number;
  killedAfter: number;
  receivedAtKill: number;
  downSeconds: number;
  elapsedSeconds: number;
};

/** One journey move, tried again while the server (and the sandbox inside it) is down. */
async function advanceSurely(server: AppServer, journeyId: string, to: "hired" | "arrived"): Promise<boolean> {
  for (let tries = 0; ; tries++) {
    try {
      await advanceJourney(server, journeyId, to);
      return tries > 0;
    } catch (e) {
      if (tries > 1200) throw e;
      await sleep(250);
    }
  }
}

/**
 * 200 reservations told by SMS and WhatsApp, the app reading journeys every 2 s. Within about a minute
 * every journey is moved to hired (over 25 s) and then to arrived (over the next 25 s, each about
 * 30 s after its hire); the server is killed when the phones hold half the messages expected and started
 * again on the same data folder. Moves due while it is down are made as soon as it answers again.
 */
export async function exactlyOnceThroughCrash(count = 200): Promise<CrashFigures> {
  const server = await startAppServer({ SANDBOX_CLOCK_SPEED: "1", JOURNEY_POLL_SECONDS: "2" });
  try {
    const cookie = await fixtureAgent(server);
    // Each guest has written on WhatsApp, so both channels carry the app's own words (no template needed inside the window).
    await inBatches(
      Array.from({ length: count }, (_, i) => i),
      10,
      (i) => writeOnWhatsApp(server, phoneOf(i, "+34 622 000")),
    );
    const bookStart = Date.now();
    const rides: Ride[] = await inBatches(
      Array.from({ length: count }, (_, i) => i),
      10,
      (i) =>
        bookRide(server, cookie, {
          rider: `Crash Guest ${i}`,
          phone: phoneOf(i, "+34 622 000"),
          channels: [...CHANNELS],
          reserveInMinutes: RESERVE_IN_MINUTES,
        }),
    );
    const bookSeconds = (Date.now() - bookStart) / 1000;
    const expected = count * EVENTS.length * CHANNELS.length;

    const t0 = Date.now();
    const gap = 25_000 / count;
    let movesRetried = 0;
    const moves = (async () => {
      for (const [i, ride] of rides.entries()) {
        await sleep(Math.max(0, t0 + i * gap - Date.now()));
        if (await advanceSurely(server, ride.journeyId, "hired")) movesRetried++;
      }
      for (const [i, ride] of rides.entries()) {
        await sleep(Math.max(0, t0 + 30_000 + i * gap - Date.now()));
        if (await advanceSurely(server, ride.journeyId, "arrived")) movesRetried++;
      }
      return Date.now();
    })();
    // Awaited below; until then a failure must not end the process as an unhandled rejection.
    moves.catch(() => {});

    // Killed once the phones hold half of what is expected (or 45 s into the moves, whichever first).
    const atKill = await watchPhones(server, 200, t0 + 45_000, (ms) => ms.length >= expected / 2);
    const killedAt = Date.now();
    await server.crash();
    await server.restart();
    const downSeconds = (Date.now() - killedAt) / 1000;
    const movesDone = await moves;

    let last = -1;
    let stillSince = Date.now();
    const final = await watchPhones(server, 2000, killedAt + 8 * 60_000, (ms) => {
      if (ms.length !== last) {
        last = ms.length;
        stillSince = Date.now();
      }
      return Date.now() - stillSince >= STILL_MS && Date.now() >= killedAt + RECOVERY_MS;
    });
    await server.stop();
    const { rows, bookedIds } = await recordedMessages(server);
    return {
      ...countMessages(final, rows, bookedIds, expected),
      rides: count,
      bookSeconds,
      movesSeconds: (movesDone - t0) / 1000,
      movesRetried,
      killedAfter: (killedAt - t0) / 1000,
      receivedAtKill: atKill.length,
      downSeconds,
      elapsedSeconds: (Math.max(...final.map((m) => Date.parse(m.date_created))) - t0) / 1000,
    };
  } finally {
    await server.dispose();
  }
}

type Recorded = typeof guestMessages.$inferSelect;
const bump = (counts: Record<string, number>, key: string) => void (counts[key] = (counts[key] ?? 0) + 1);

/** Duplicates and losses at the phones, against what the app recorded and what each ride should have had. */
function countMessages(phones: PhoneMessage[], rows: Recorded[], bookedIds: string[], expected: number) {
  const atPhones = new Map<string, number>();
  for (const m of phones) atPhones.set(pairOf(m.to, m.body), (atPhones.get(pairOf(m.to, m.body)) ?? 0) + 1);
  const copies = [...atPhones.values()].filter((n) => n > 1);
  const recordedPairs = new Set(rows.map((r) => pairOf(addressOf(r.channel, r.recipient), r.body ?? "")));

  const stale: Record<string, number> = {};
  let otherSkips = 0;
  let lostRecorded = 0;
  let leftPending = 0;
  for (const r of rows) {
    if (r.status === "skipped") {
      if (r.skipReason === "stale") bump(stale, r.event);
      else otherSkips++;
      continue;
    }
    if (r.status === "pending" || r.status === "sending") leftPending++;
    // Handed over, failed, or still due when the server stopped: each should be at its phone.
    if (!atPhones.has(pairOf(addressOf(r.channel, r.recipient), r.body ?? ""))) lostRecorded++;
  }
  // What every ride should have had, whether or not the app recorded it.
  const have = new Set(rows.map((r) => `${r.bookingId} ${r.event} ${r.channel}`));
  const neverRecorded: Record<string, number> = {};
  for (const id of bookedIds) for (const e of EVENTS) for (const c of CHANNELS) if (!have.has(`${id} ${e} ${c}`)) bump(neverRecorded, e);
  const never = Object.values(neverRecorded).reduce((a, b) => a + b, 0);
  return {
    expected,
    received: phones.length,
    duplicates: copies.length,
    extraCopies: copies.reduce((n, c) => n + c - 1, 0),
    lost: lostRecorded + never,
    lostRecorded,
    neverRecorded,
    leftPending,
    stale,
    otherSkips,
    // At a phone with no record of it in the app: sent by nobody we know of.
    notRecorded: [...atPhones.keys()].filter((p) => !recordedPairs.has(p)).length,
  };
}
