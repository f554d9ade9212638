import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { mailPortOf } from "./e2e/mail-port";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
/** A second installation, for the specs that change what every booking meets: the company policy, injected faults, the desk's alerts. */
const ISOLATED_PORT = PORT + 1;
export const isolatedURL = `http://localhost:${ISOLATED_PORT}`;
// A throwaway data folder per run and installation, shared with the workers through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "ridedesk-e2e-"));
/**
 * Debian's Chromium: its old headless shell when installed (e2e/install-browser.sh), as Playwright itself
 * runs headless tests, since the full browser's new headless mode drew each page at about a quarter more
 * CPU; the full browser when a window is asked for (--headed, --ui) or the shell is missing.
 */
const headed = process.argv.some((a) => a === "--headed" || a === "--ui" || a === "--debug");
const systemChromium = [...(headed ? [] : ["/usr/bin/chromium-headless-shell"]), "/usr/bin/chromium"].find((p) => fs.existsSync(p));
const launchOptions = systemChromium ? { executablePath: systemChromium } : {};
const chrome = { ...devices["Desktop Chrome"], launchOptions };
/**
 * Chromium without WebGL: each map shows its fallback and the page its other controls. Drawing maps in
 * software (SwiftShader) was the suite's largest cost, so only the tests whose subject is a map draw them:
 * those tagged MAP_TAG.
 */
const noMaps = { ...chrome, launchOptions: { ...launchOptions, args: ["--disable-3d-apis"] } };
const MAP_TAG = /@map/;

/** `next start` on the embedded sandbox, with its clock and the app's reads fast enough for tests. */
const server = (port: number, dataDir: string, env: Record<string, string> = {}) => ({
  command: `npx next start -p ${port}`,
  url: `http://localhost:${port}/sandbox/photon/api?q=sol`,
  // Always a fresh server: the first test is the first-run setup, which needs an empty database.
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    PORT: String(port),
    DATA_DIR: dataDir,
    // A ride takes about half a minute; the app reads it every 2 s, and after drop off every 2 s until closed.
    SANDBOX_CLOCK_SPEED: "60",
    JOURNEY_POLL_SECONDS: "2",
    JOURNEY_SETTLE_SECONDS: "2",
    // Fixed, documented credentials and the control endpoints and fixtures, for tests only (e2e/fixtures.ts).
    SANDBOX_CLIENT_ID: "ridedesk-sandbox",
    SANDBOX_CLIENT_SECRET: "sandbox-secret",
    SANDBOX_CONTROL: "true",
    // The app's webhook receiver listens on this machine: the sandbox may call 127.0.0.1 back (never other private hosts).
    SANDBOX_ALLOW_LOOPBACK_CALLBACKS: "true",
    ...env,
  },
});

/** Specs that change the whole installation: they run one at a time on the second one, beside the rest. */
const ISOLATED = /(faults|policy|notifications-admin|desk-alerts|approvals|spend-rules|receipt-email)\.spec\.ts/;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Four on CI's two cores: much of a test is waiting for the server's reads and the pages' polls,
  // which more workers fill (the phase went from about 440 s to 400 s with a third worker; without
  // traces, from about 294 s to 262 s with a fourth, the cores 92% busy).
  workers: process.env.CI ? 4 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // The specs read English words; those about other languages set their own.
    locale: "en-GB",
    // A trace records every action's page and a screencast: a fifth of the suite's CPU, spent on tests that
    // pass. CI prints what failed and keeps nothing else, so it records none; run a failing test again with
    // --trace on to follow it step by step. Elsewhere a failed test keeps its trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  // The isolated specs come first: their one worker goes through them beside the others from the
  // start, rather than alone at the end once every other test has run.
  projects: [
    { name: "isolated setup", testMatch: /isolated\.setup\.ts/, use: { ...chrome, baseURL: isolatedURL } },
    {
      name: "isolated",
      dependencies: ["isolated setup"],
      testMatch: ISOLATED,
      workers: 1,
      use: { ...noMaps, baseURL: isolatedURL, storageState: "e2e/.auth/isolated-admin.json" },
    },
    // First-run setup through the screen; its admin session is shared with the other tests.
    { name: "setup", testMatch: /auth\.setup\.ts/, use: chrome },
    // The tests that draw maps are the longest: they start first, so none is left running alone at the end.
    { name: "maps", dependencies: ["setup"], testIgnore: ISOLATED, grep: MAP_TAG, use: { ...chrome, storageState: "e2e/.auth/admin.json" } },
    {
      name: "chromium",
      dependencies: ["setup"],
      testIgnore: ISOLATED,
      grepInvert: MAP_TAG,
      use: { ...noMaps, storageState: "e2e/.auth/admin.json" },
    },
  ],
  webServer: [
    // The main installation has no SMTP server: email is not offered there.
    server(PORT, path.join(process.env.E2E_DATA_DIR, "main")),
    // The second one mails an SMTP server on this machine, which desk-alerts.spec.ts starts when it runs.
    server(ISOLATED_PORT, path.join(process.env.E2E_DATA_DIR, "isolated"), {
      SMTP_URL: `smtp://127.0.0.1:${mailPortOf(ISOLATED_PORT)}`,
      MAIL_FROM: "Ridedesk <desk@ridedesk.example>",
    }),
  ],
});
