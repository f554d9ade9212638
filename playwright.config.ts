import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// A throwaway data folder per run, shared with the workers through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "ridedesk-e2e-"));
const systemChromium = "/usr/bin/chromium";
const launchOptions = fs.existsSync(systemChromium) ? { executablePath: systemChromium } : {};

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  // A booking drives the map, the address search and the estimate: on a busy two-core runner that can take
  // most of half a minute, so a test gets a minute before it counts as hung.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // First-run setup through the screen; its admin session is shared with the other tests.
    { name: "setup", testMatch: /auth\.setup\.ts/, use: { ...devices["Desktop Chrome"], launchOptions } },
    {
      name: "chromium",
      dependencies: ["setup"],
      testIgnore: /(faults|alone|policy)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], launchOptions, storageState: "e2e/.auth/admin.json" },
    },
    // Injected provider failures would land on other tests' calls, and counts of provider calls would
    // see other tests' rides: these run one at a time, after the rest.
    {
      name: "faults",
      dependencies: ["chromium"],
      testMatch: /(faults|alone)\.spec\.ts/,
      workers: 1,
      use: { ...devices["Desktop Chrome"], launchOptions, storageState: "e2e/.auth/admin.json" },
    },
    // The booking policy and the sandbox's company settings apply to every booking made meanwhile: these run last, alone.
    {
      name: "policy",
      dependencies: ["faults"],
      testMatch: /policy\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], launchOptions, storageState: "e2e/.auth/admin.json" },
    },
  ],
  webServer: {
    command: `npx next start -p ${PORT}`,
    url: `${baseURL}/sandbox/photon/api?q=sol`,
    // Always a fresh server: the first test is the first-run setup, which needs an empty database.
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SANDBOX_CLOCK_SPEED: "60",
      JOURNEY_POLL_SECONDS: "2",
      // Fixed, documented credentials and the control endpoints, for tests only (e2e/booking-helpers.ts uses both).
      SANDBOX_CLIENT_ID: "ridedesk-sandbox",
      SANDBOX_CLIENT_SECRET: "sandbox-secret",
      SANDBOX_CONTROL: "true",
      // The app's webhook receiver listens on this machine: the sandbox may call 127.0.0.1 back (never other private hosts).
      SANDBOX_ALLOW_LOOPBACK_CALLBACKS: "true",
    },
  },
});
