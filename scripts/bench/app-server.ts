/**
 * A production server (`next start`) on the embedded sandbox with its control endpoints and the
 * e2e fixtures on, for figures that drive journeys and read what the guests' phones received. It
 * can be killed outright (the whole process group, as a crash would) and started again on the
 * same data folder.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, waitUntilUp } from "./book-page";
import { spawnGroup, type GroupProcess } from "./process-group";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SANDBOX = { id: "ridedesk-bench", secret: "bench-sandbox-secret" };

export type AppServer = {
  url: string;
  dataDir: string;
  /** SIGKILL to the server's whole process group: nothing is flushed, nothing shuts down. */
  crash(): Promise<void>;
  /** Starts the server again on the same data folder and port. */
  restart(): Promise<void>;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s); the data folder stays until `dispose`. */
  stop(): Promise<void>;
  dispose(): Promise<void>;
  /** A call to the app or its sandbox, with the sandbox's credentials. */
  call(method: "GET" | "POST", pathname: string, body?: unknown, cookie?: string): Promise<Response>;
};

/** `next start` on a fresh data folder with the sandbox's control switch on, the given settings on top. */
export async function startAppServer(settings: Record<string, string | undefined>): Promise<AppServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "ridedesk-bench-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SANDBOX_CLIENT_ID: SANDBOX.id,
    SANDBOX_CLIENT_SECRET: SANDBOX.secret,
    SANDBOX_CONTROL: "true",
    SANDBOX_ALLOW_LOOPBACK_CALLBACKS: "true",
  };
  // The embedded sandbox for the provider and for Twilio, the app's own address, every timing at its default unless set.
  for (const name of [
    "DATABASE_URL",
    "APP_URL",
    "JOURNEY_POLL_SECONDS",
    "SANDBOX_CLOCK_SPEED",
    "TWILIO_ACCOUNT_SID",
    "TWILIO_AUTH_TOKEN",
    "TWILIO_API_URL",
    "SMTP_URL",
  ])
    delete env[name];
  for (const [name, value] of Object.entries(settings))
    if (value === undefined) delete env[name];
    else env[name] = value;
  const url = `http://localhost:${port}`;
  const authorization = `Basic ${Buffer.from(`${SANDBOX.id}:${SANDBOX.secret}`).toString("base64")}`;

  let group: GroupProcess | null = null;
  let log = "";
  const onSigint = () => process.exit(130);
  const launch = async () => {
    const g = spawnGroup("npx", ["next", "start", "-p", String(port)], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    group = g;
    const keep = (b: Buffer) => void (log = (log + b.toString()).slice(-8000));
    g.child.stdout!.on("data", keep);
    g.child.stderr!.on("data", keep);
    await waitUntilUp(
      url,
      () => g.exited(),
      () => log,
    );
  };
  // The whole group, until none of it is left: the leader (npx) may exit while next's server still serves.
  const stop = async () => void (await group?.stop(10_000));
  process.once("SIGINT", onSigint);
  try {
    await launch();
  } catch (e) {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
    process.off("SIGINT", onSigint);
    throw e;
  }
  return {
    url,
    dataDir,
    async crash() {
      await group?.kill();
    },
    restart: launch,
    stop,
    async dispose() {
      await stop();
      process.off("SIGINT", onSigint);
      await rm(dataDir, { recursive: true, force: true });
    },
    call: (method, pathname, body, cookie) =>
      fetch(`${url}${pathname}`, {
        method,
        headers: { authorization, ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie ? { cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      }),
  };
}

async function ok<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

/** An agent with a session (the e2e users fixture); the Cookie header to book as them. */
export async function fixtureAgent(server: AppServer): Promise<string> {
  const user = await ok<{ cookie: { name: string; value: string } }>(
    await server.call("POST", "/api/e2e/users", { role: "agent", name: "Bench Agent", email: `bench-agent-${Date.now()}@ridedesk.example` }),
    "the users fixture",
  );
  return `${user.cookie.name}=${user.cookie.value}`;
}

export type Ride = { bookingId: string; journeyId: string; phone: string };

/** A reservation booked as the agent through the bookings fixture, as the form books it, its guest told by text. */
export async function bookRide(
  server: AppServer,
  cookie: string,
  ride: { rider: string; phone: string; channels: ("sms" | "whatsapp")[]; reserveInMinutes: number },
): Promise<Ride> {
  const body = { rider: ride.rider, mobile: ride.phone, language: "en", channels: ride.channels, reserveInMinutes: ride.reserveInMinutes };
  const booked = await ok<{ bookingId: string; journeyId: string }>(await server.call("POST", "/api/e2e/bookings", body, cookie), "the bookings fixture");
  return { bookingId: booked.bookingId, journeyId: booked.journeyId, phone: ride.phone.replaceAll(" ", "") };
}

/** Moves the journey on to a state now, at the sandbox (what e2e/journey-helpers.ts advanceTo calls). */
export async function advanceJourney(server: AppServer, journeyId: string, to: "hired" | "arrived") {
  await ok(await server.call("POST", `/sandbox/_sandbox/journeys/${encodeURIComponent(journeyId)}/advance`, { to }), `advancing ${journeyId} to ${to}`);
}

/** The phone writes to the sandbox's WhatsApp sender first: WhatsApp then takes the app's own words for 24 hours. */
export async function writeOnWhatsApp(server: AppServer, phone: string) {
  const to = `whatsapp:${phone.replace(/\s+/g, "")}`;
  await ok(await server.call("POST", "/sandbox/_sandbox/twilio/replies", { to, from: "whatsapp:+14155238886", body: "Hola" }), `${to} writing on WhatsApp`);
}

export type PhoneMessage = { sid: string; direction: string; channel: "sms" | "whatsapp"; to: string; body: string; date_created: string };

/** What the sandbox's phones received, every phone's, oldest first (the app's messages only). */
export async function phoneMessages(server: AppServer): Promise<PhoneMessage[]> {
  const { messages } = await ok<{ messages: PhoneMessage[] }>(await server.call("GET", "/sandbox/_sandbox/twilio/messages"), "the sandbox's phones");
  return messages.filter((m) => m.direction === "outbound-api");
}

/** Runs `work` over the items, `limit` at a time. */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!, i);
      }
    }),
  );
  return results;
}
