import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { fileStore } from "../file-store";
import { createSandbox } from "../index";
import { CURRENT_VERSION } from "../migrations";
import { KEEP_MESSAGES_MS, SWEEP_EVERY_MS } from "../prune";
import { GUEST, twilioSandbox } from "./testing";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-twilio-"));

describe("messages on disk", () => {
  it("keeps messages, opt-outs and waiting status callbacks across a restart, and sends the callbacks afterwards", async () => {
    const dir = tempDir();
    const s = twilioSandbox({ store: fileStore(dir), messages: { stopShare: 1 } });
    const { sid } = (await s.send({ StatusCallback: "https://hooks.example.com/twilio/status" })).json;
    const posted: string[] = [];
    const fetchSpy: typeof fetch = async (_url, init) => {
      posted.push(new URLSearchParams(String(init?.body)).get("MessageStatus")!);
      return new Response(null, { status: 204 });
    };
    const clock = manualClock(s.clock.now() + 10_000);
    const again = createSandbox({ clock, store: fileStore(dir), fetch: fetchSpy, allowLoopbackCallbacks: true });
    expect(again.state.messages[sid]?.body).toBe("Your driver is on the way");
    await again.twilio.flush();
    expect(posted).toEqual(["sent", "delivered"]);
    expect(Object.keys(again.state.twilio.opt_outs)).toEqual([`+15005550006 ${GUEST}`]);
  });

  it("brings a state folder saved before the Twilio API up to date", async () => {
    const dir = tempDir();
    const s = twilioSandbox({ store: fileStore(dir) });
    await s.token();
    // As version 5 saved it: no messages area, and no Twilio fields.
    fs.rmSync(path.join(dir, "messages.json"));
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const part = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
      fs.writeFileSync(path.join(dir, file), JSON.stringify({ ...part, version: 5 }));
    }
    const again = createSandbox({ clock: manualClock(s.clock.now()), store: fileStore(dir) });
    expect(again.state.version).toBe(CURRENT_VERSION);
    expect(again.state.messages).toEqual({});
    expect(again.state.twilio.settings).toEqual({ failureShare: 0, stopShare: 0 });
    expect(fs.existsSync(path.join(dir, "messages.json"))).toBe(true);
  });

  it("forgets messages, bodies and all, once they are a month old", async () => {
    const s = twilioSandbox();
    const { sid: old } = (await s.send({ Body: "a month ago" })).json;
    s.clock.advance(KEEP_MESSAGES_MS - SWEEP_EVERY_MS);
    const { sid: recent } = (await s.send({ Body: "recent" })).json;
    s.clock.advance(2 * SWEEP_EVERY_MS);
    await s.list();
    expect(Object.keys(s.sandbox.state.messages)).toEqual([recent]);
    expect(JSON.stringify(s.sandbox.state)).not.toContain("a month ago");
    expect((await s.api("GET", `/twilio/2010-04-01/Accounts/${s.accountSid}/Messages/${old}.json`)).status).toBe(404);
  });
});
