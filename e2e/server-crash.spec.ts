import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { expect, request as http, test, type APIRequestContext } from "@playwright/test";
import { SANDBOX_AUTH } from "./booking-helpers";
import { makeUser, signedInContext } from "./fixtures";
import { uniqueRider } from "./journey-helpers";

/**
 * The server dies (kill -9) after the provider has made a journey and before Ridedesk records it. The
 * booking must not stay pending where no screen shows it: once restarted, the server finds it under the
 * answer's bound and puts it under Needs attention. A server of this test's own, on a port the system
 * gives it, so the shared ones stay up.
 */

// A small bound, so the test waits for it rather than for the default 2 minutes.
const ANSWER_SECONDS = 2;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** `next start` itself (not through npx), so that killing this process kills the server. */
function startServer(port: number, dataDir: string): ChildProcess {
  const child = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port)], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SANDBOX_CLIENT_ID: "ridedesk-sandbox",
      SANDBOX_CLIENT_SECRET: "sandbox-secret",
      SANDBOX_CONTROL: "true",
      JOURNEY_POLL_SECONDS: "2",
      BOOKING_ANSWER_SECONDS: String(ANSWER_SECONDS),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr!.on("data", (d: Buffer) => process.stderr.write(`[crash server] ${d}`));
  return child;
}

async function ready(api: APIRequestContext) {
  await expect.poll(async () => (await api.get("/sandbox/photon/api?q=sol").catch(() => null))?.status() ?? 0, { timeout: 90_000, intervals: [250] }).toBe(200);
}

const exited = (child: ChildProcess) => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once("exit", r)));

test("a booking whose server died while the provider held its answer is under Needs attention once the server is back", async ({ browser }) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = path.join(process.env.E2E_DATA_DIR!, `crash-${port}`);
  const api = await http.newContext({ baseURL });
  let server = startServer(port, dataDir);
  try {
    await ready(api);
    const agent = await makeUser(api);
    const cookie = `${agent.cookie.name}=${agent.cookie.value}`;
    const rider = uniqueRider("Crash");

    // The provider makes the journey, saves it, and holds its answer.
    const held = await api.patch("/sandbox/_sandbox/faults", {
      headers: { authorization: SANDBOX_AUTH },
      data: { nextHeldMs: [120_000], nextFor: "POST /api/v4/journey" },
    });
    expect(held.ok()).toBe(true);
    const booking = api.post("/api/e2e/bookings", { headers: { authorization: SANDBOX_AUTH, cookie }, data: { rider }, timeout: 0 }).catch((e: Error) => e);
    await expect
      .poll(
        async () => {
          const r = await api.get(`/sandbox/_sandbox/requests?path=${encodeURIComponent("/api/v4/journey")}`, { headers: { authorization: SANDBOX_AUTH } });
          return ((await r.json()) as { requests: { body: { rider?: { name?: string } } }[] }).requests.some((q) => q.body.rider?.name === rider);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const askedAt = Date.now();

    server.kill("SIGKILL");
    await exited(server);
    // The booking step died with the server: it never answered.
    expect((await booking) instanceof Error).toBe(true);

    // Back up past the bound: the booking lost its answer with the process that waited for it.
    await new Promise((r) => setTimeout(r, Math.max(0, askedAt + ANSWER_SECONDS * 1000 - Date.now())));
    server = startServer(port, dataDir);
    await ready(api);
    const attention = async () => {
      const r = await api.get("/api/journeys?tab=attention&tz=Europe/Madrid", { headers: { cookie } });
      return (
        ((await r.json()) as { rows: { riderName: string; status: string; attention: string | null }[] }).rows.find((row) => row.riderName === rider) ?? null
      );
    };
    // The start-up run of the every-minute job finds it, without waiting for the minute.
    await expect.poll(attention, { timeout: 20_000 }).toMatchObject({ status: "uncertain", attention: "uncertain" });

    // The ride exists at the provider, and the desk has the choice to settle it.
    const panel = await api.get("/sandbox/_sandbox/journeys", { headers: { authorization: SANDBOX_AUTH } });
    expect(((await panel.json()) as { journeys: { rider_name: string | null }[] }).journeys.some((j) => j.rider_name === rider)).toBe(true);
    const context = await signedInContext(browser, baseURL, agent);
    const page = await context.newPage();
    await page.goto("/journeys?tab=attention");
    await page
      .getByTestId("board-row")
      .filter({ hasText: rider })
      .getByRole("link", { name: /^Check and resolve/ })
      .click();
    const settle = page.getByTestId("attention");
    await expect(settle).toHaveAttribute("data-problem", "uncertain");
    await expect(settle.getByRole("button", { name: "It was booked" })).toBeVisible();
    await expect(settle.getByRole("button", { name: "It was not booked" })).toBeVisible();
    await context.close();
  } finally {
    await api.dispose();
    server.kill("SIGTERM");
    await exited(server);
  }
});
