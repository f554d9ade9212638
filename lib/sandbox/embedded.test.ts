import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { embeddedOptions } from "./embedded";
import { initialState } from "./seed";
import { memoryStore } from "./store";
import { estimateAndBook, testSandbox } from "./testing";

const DRIVER = "d1a2b3c4d5e6f708192a3b4c5d6e7f80";

/** The embedded sandbox as the app configures it, at the root path, over state saved before. */
async function embedded(vars: Record<string, string>) {
  const store = memoryStore();
  store.save(initialState("ridedesk-sandbox")); // saved with the seed's company: no own fleet
  const t = testSandbox({ ...embeddedOptions(parseEnv(vars)), basePath: "", store });
  return { t, tok: await t.token() };
}

describe("the embedded sandbox's company", () => {
  it("has its own fleet when the app is set up for one, so a preferred driver can be booked", async () => {
    const { t, tok } = await embedded({ COMPANY_OWN_FLEET: "true" });
    expect(t.sandbox.state.company.own_fleet).toBe(true);
    const { booked } = await estimateAndBook(t, tok, { journey: { preferred_driver_id: DRIVER } });
    expect(booked.status).toBe(200);
  });

  it("has none otherwise, and refuses a preferred driver", async () => {
    const { t, tok } = await embedded({});
    expect(t.sandbox.state.company.own_fleet).toBe(false);
    const { booked } = await estimateAndBook(t, tok, { journey: { preferred_driver_id: DRIVER } });
    expect(booked.status).toBe(400);
    expect(booked.json.field).toBe("preferred_driver_id");
  });

  it("takes the rest of its settings from the app's configuration", () => {
    const options = embeddedOptions(parseEnv({ SANDBOX_CLOCK_SPEED: "20", SANDBOX_RATE_429: "0.1", SANDBOX_CLIENT_SECRET: "s3cret" }));
    expect(options).toMatchObject({ basePath: "/sandbox", clockSpeed: 20, clientSecret: "s3cret", faults: { rate429: 0.1 } });
  });
});
