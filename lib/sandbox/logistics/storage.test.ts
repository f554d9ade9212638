import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { fileStore } from "../file-store";
import { createSandbox } from "../index";
import { CURRENT_VERSION } from "../migrations";
import { logisticsSandbox, newParcel } from "./testing";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-logistics-"));
const size = (file: string) => fs.statSync(file).size;

describe("parcels on disk", () => {
  it("with 10,000 parcels stored, a write appends what it changed and rewrites no snapshot", async () => {
    const dir = tempDir();
    const s = await logisticsSandbox({ store: fileStore(dir) });
    const journal = path.join(dir, "logistics.jsonl");
    const snapshot = path.join(dir, "logistics.json");
    const writeOne = async (n: number) => {
      const before = size(journal);
      await s.create(newParcel(`single-${n}`));
      return size(journal) - before;
    };
    await s.create(newParcel("first"));
    const early = [await writeOne(1), await writeOne(2), await writeOne(3)];
    for (let batch = 0; batch < 100; batch++) await s.create(...Array.from({ length: 100 }, (_, i) => newParcel(`bulk-${batch}-${i}`)));
    expect(Object.keys(s.sandbox.state.parcels)).toHaveLength(10_004);
    const snapshotBefore = size(snapshot);
    const late = [await writeOne(4), await writeOne(5), await writeOne(6)];
    expect(size(snapshot)).toBe(snapshotBefore);
    // The same few hundred bytes per parcel, whatever is stored (ids differ by no length).
    expect(Math.max(...late)).toBeLessThanOrEqual(Math.max(...early) + 8);
    expect(Math.max(...late)).toBeLessThan(1000);

    // A restart loads them all, and the duplicate check still finds the old ones.
    const again = createSandbox({ clock: manualClock(s.clock.now()), store: fileStore(dir) });
    expect(Object.keys(again.state.parcels)).toHaveLength(10_007);
    const token = await again.handle(
      new Request("http://sandbox.test/auth/api/authorization", {
        method: "POST",
        body: new URLSearchParams({ grant_type: "client_credentials", client_id: "ridedesk-sandbox", client_secret: "sandbox-secret" }),
      }),
    );
    const { access_token } = (await token.json()) as { access_token: string };
    const dup = await again.handle(
      new Request("http://sandbox.test/logistics/v1/parcels", {
        method: "POST",
        headers: { authorization: `Bearer ${access_token}` },
        body: JSON.stringify({ parcels: [newParcel("bulk-7-7")] }),
      }),
    );
    expect(dup.status).toBe(409);
  });

  it("keeps shipments, subscriptions and queued notifications across a restart, and sends them afterwards", async () => {
    const dir = tempDir();
    const s = await logisticsSandbox({ store: fileStore(dir) });
    await s.api("POST", "/v1/webhooks", { body: { hook: "parcel", callback_url: "https://hooks.example.com/parcels" } });
    const [p] = await s.create(newParcel(1));
    await s.ship([p!.id]);
    const sent: string[] = [];
    const fetchSpy: typeof fetch = async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)).state);
      return new Response(null, { status: 204 });
    };
    const clock = manualClock(s.clock.now() + 60_000);
    const again = createSandbox({ clock, store: fileStore(dir), fetch: fetchSpy });
    expect(Object.keys(again.state.webhooks)).toHaveLength(1);
    await again.logistics.flush();
    expect(sent).toEqual(["qualifiedforpickup", "onroutetopickup"]);
    clock.advance(60 * 60_000);
    await again.logistics.flush();
    expect(sent.at(-1)).toBe("delivered");
  });

  it("brings a state folder saved before the logistics API up to date", async () => {
    const dir = tempDir();
    const s = await logisticsSandbox({ store: fileStore(dir) });
    await s.create(newParcel(1));
    // As version 3 saved it: no logistics area, and no logistics fields.
    fs.rmSync(path.join(dir, "logistics.json"));
    fs.rmSync(path.join(dir, "logistics.jsonl"));
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const part = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
      fs.writeFileSync(path.join(dir, file), JSON.stringify({ ...part, version: 3 }));
    }
    const again = createSandbox({ clock: manualClock(s.clock.now()), store: fileStore(dir) });
    expect(again.state.version).toBe(CURRENT_VERSION);
    expect(again.state.parcels).toEqual({});
    expect(again.state.logistics.settings.retryBaseMs).toBe(1000);
    expect(fs.existsSync(path.join(dir, "logistics.json"))).toBe(true);
  });
});
