import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createSandbox } from "./index";
import { manualClock } from "./clock";
import { fileStore } from "./store";
import { estimateAndBook, ORIGIN } from "./testing";
import { testSandbox } from "./testing";

describe("state on disk", () => {
  it("answers for yesterday's journeys after a restart", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-")), "state.json");
    const store = fileStore(file);
    const t = testSandbox({ store });
    const tok = await t.token();
    const { booked } = await estimateAndBook(t, tok);
    expect(booked.status).toBe(200);
    store.flush();

    const clock = manualClock(t.clock.now() + 24 * 3600_000);
    const restarted = createSandbox({ clock, store: fileStore(file) });
    const token = await restarted.handle(
      new Request(`${ORIGIN}/auth/api/authorization`, { method: "POST", body: new URLSearchParams({ grant_type: "client_credentials", client_id: "ridedesk-sandbox", client_secret: "sandbox-secret" }) }),
    );
    const { access_token } = await token.json();
    const details = await restarted.handle(new Request(`${ORIGIN}/api/v4/journey/${booked.json.id}`, { headers: { authorization: `Bearer ${access_token}` } }));
    expect(details.status).toBe(200);
    expect(await details.json()).toMatchObject({ id: booked.json.id, current_state: "terminated" });
  });

  it("sets an unreadable state file aside and starts afresh", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-"));
    const file = path.join(dir, "state.json");
    fs.writeFileSync(file, "{ not json");
    const sandbox = createSandbox({ store: fileStore(file) });
    expect(sandbox.state.journeys).toEqual([]);
    expect(fs.readdirSync(dir).some((f) => f.startsWith("state.json.unreadable-"))).toBe(true);
  });
});
