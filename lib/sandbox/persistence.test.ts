import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { manualClock } from "./clock";
import { fileStore } from "./file-store";
import { createSandbox } from "./index";
import { initialState } from "./seed";
import { estimateAndBook, ORIGIN, testSandbox } from "./testing";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-"));

/** A new sandbox over the same folder, as after a restart: nothing was flushed or closed. */
async function restart(dir: string, at: number, options = {}) {
  const sandbox = createSandbox({ clock: manualClock(at), store: fileStore(dir, options) });
  const token = await sandbox.handle(
    new Request(`${ORIGIN}/auth/api/authorization`, {
      method: "POST",
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: "ridedesk-sandbox", client_secret: "sandbox-secret" }),
    }),
  );
  const { access_token } = (await token.json()) as { access_token: string };
  const details = (id: string) => sandbox.handle(new Request(`${ORIGIN}/api/v4/journey/${id}`, { headers: { authorization: `Bearer ${access_token}` } }));
  return { sandbox, details };
}

describe("state on disk", () => {
  it("keeps an answered booking without any flush: yesterday's journey still answers after a restart", async () => {
    const dir = tempDir();
    const t = testSandbox({ store: fileStore(dir) });
    const { booked } = await estimateAndBook(t, await t.token());
    expect(booked.status).toBe(200);

    const { details } = await restart(dir, t.clock.now() + 24 * 3600_000);
    const answer = await details(booked.json.id);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id: booked.json.id, current_state: "terminated" });
  });

  it("keeps cancellations, label changes and control settings too", async () => {
    const dir = tempDir();
    const t = testSandbox({ store: fileStore(dir) });
    const tok = await t.token();
    const { booked } = await estimateAndBook(t, tok);
    expect((await t.call("POST", `/api/v4/journey/${booked.json.id}/state`, { token: tok })).status).toBe(200);
    const label = await t.call("POST", "/api/v4/labels", { token: tok, body: { name: "Board visits" } });
    const basic = `Basic ${Buffer.from("ridedesk-sandbox:sandbox-secret").toString("base64")}`;
    await t.sandbox.handle(
      new Request(`${ORIGIN}/_sandbox/company`, { method: "PATCH", headers: { authorization: basic }, body: JSON.stringify({ reason_required: true }) }),
    );

    const { sandbox, details } = await restart(dir, t.clock.now() + 60_000);
    expect(await (await details(booked.json.id)).json()).toMatchObject({ current_state: "rider cancel" });
    expect(sandbox.state.labels.find((l) => l.id === label.json.data.id)?.slug).toBe("board-visits");
    expect(sandbox.state.company.reason_required).toBe(true);
    expect(sandbox.state.requests.map((r) => r.path)).toEqual([
      "/api/v4/estimates",
      "/api/v4/journey",
      `/api/v4/journey/${booked.json.id}/state`,
      "/api/v4/labels",
    ]);
  });

  it("writes what a booking changed, not the whole state: snapshots stay as they were", async () => {
    const dir = tempDir();
    const t = testSandbox({ store: fileStore(dir) });
    const tok = await t.token();
    for (let i = 0; i < 20; i++) await estimateAndBook(t, tok);
    const snapshots = () =>
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .map((f) => fs.readFileSync(path.join(dir, f), "utf8"));
    const journal = () => fs.statSync(path.join(dir, "rides.jsonl")).size;
    const [before, journalBefore] = [snapshots(), journal()];
    await estimateAndBook(t, tok);
    expect(snapshots()).toEqual(before);
    // One estimate and one journey line: about a twentieth of what twenty bookings wrote.
    expect(journal() - journalBefore).toBeLessThan((journalBefore / 20) * 1.5);
  });

  it("folds a journal that outgrew its snapshot into it, and loads the same state", async () => {
    const dir = tempDir();
    const t = testSandbox({ store: fileStore(dir, { minCompactBytes: 0 }) });
    const tok = await t.token();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await estimateAndBook(t, tok)).booked.json.id);
    expect(fs.statSync(path.join(dir, "rides.jsonl")).size).toBeLessThan(fs.statSync(path.join(dir, "rides.json")).size * 2 + 1);
    const { sandbox } = await restart(dir, t.clock.now());
    expect(sandbox.state.journeys.map((j) => j.id)).toEqual(ids);
  });

  it("cuts off a journal line torn by a crash, and keeps the rest", async () => {
    const dir = tempDir();
    const t = testSandbox({ store: fileStore(dir) });
    const { booked } = await estimateAndBook(t, await t.token());
    fs.appendFileSync(path.join(dir, "rides.jsonl"), '{"c":"journeys","k":"half');
    const { details } = await restart(dir, t.clock.now());
    expect((await details(booked.json.id)).status).toBe(200);
    expect(fs.readFileSync(path.join(dir, "rides.jsonl"), "utf8").endsWith("\n")).toBe(true);
  });

  it("sets an unreadable state folder aside and starts afresh", () => {
    const dir = tempDir();
    createSandbox({ store: fileStore(dir) });
    fs.writeFileSync(path.join(dir, "rides.json"), "{ not json");
    const sandbox = createSandbox({ store: fileStore(dir) });
    expect(sandbox.state.journeys).toEqual([]);
    expect(fs.readdirSync(path.dirname(dir)).some((f) => f.startsWith(`${path.basename(dir)}.unreadable-`))).toBe(true);
  });
});

describe("state saved by earlier versions", () => {
  /** The single JSON file the sandbox wrote before areas and journals, with one journey booked. */
  async function legacyFile() {
    const t = testSandbox();
    const { booked } = await estimateAndBook(t, await t.token());
    const old = JSON.parse(JSON.stringify(t.sandbox.state));
    old.version = 1;
    old.requests = old.requests.map(({ at, method, path, body }: Record<string, unknown>) => ({ at, method, path, body }));
    delete old.faults.nextAfterEffect; // added during version 1: older files lack it
    // Journeys before version 5 always ended in a drop off and searched once.
    for (const j of old.journeys) for (const field of ["outcome", "outcome_at", "earlier"]) delete j[field];
    delete old.outcome_shares;
    // Version 1 recorded any body whole, before checking the token: such a file may hold megabytes.
    old.requests.unshift({ at: 0, method: "POST", path: "/api/v4/journey", body: "x".repeat(3 * 1024 * 1024) });
    const dir = tempDir();
    const file = path.join(dir, "sandbox.json");
    fs.writeFileSync(file, JSON.stringify(old));
    return { dir, file, id: booked.json.id as string, at: t.clock.now() };
  }

  it("migrates the version 1 file into the state folder, keeps its journeys, and sets the file aside", async () => {
    const { dir, file, id, at } = await legacyFile();
    const folder = path.join(dir, "sandbox");
    const { sandbox, details } = await restart(folder, at + 3600_000, { legacyFile: file });
    expect((await details(id)).status).toBe(200);
    expect(sandbox.state.version).toBe(initialState("x").version);
    expect(sandbox.state.faults.nextAfterEffect).toEqual([]);
    expect(sandbox.state.journeys[0]).toMatchObject({ outcome: "drop off", outcome_at: null, earlier: [] });
    expect(sandbox.state.outcome_shares).toEqual({ "not found": 0, "driver cancel": 0, "no show": 0 });
    expect(await (await details(id)).json()).toMatchObject({ end_state: "drop off", current_state: "terminated" });
    expect(sandbox.state.requests.map((r) => [r.id, r.path])).toEqual([
      [1, "/api/v4/journey"],
      [2, "/api/v4/estimates"],
      [3, "/api/v4/journey"],
    ]);
    expect(sandbox.state.requests[0]!.body).toMatch(/too large to keep/);
    expect(fs.statSync(path.join(folder, "control.json")).size).toBeLessThan(64 * 1024);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(`${file}.migrated`)).toBe(true);

    // Migrated once: the next start reads the folder, without the old file.
    const again = await restart(folder, at + 7200_000, { legacyFile: file });
    expect((await again.details(id)).status).toBe(200);
  });

  it("refuses state from a newer version rather than misreading it", () => {
    const dir = tempDir();
    const file = path.join(dir, "sandbox.json");
    fs.writeFileSync(file, JSON.stringify({ ...initialState("x"), version: 99 }));
    const sandbox = createSandbox({ store: fileStore(path.join(dir, "sandbox"), { legacyFile: file }) });
    expect(sandbox.state.journeys).toEqual([]);
    expect(fs.readdirSync(dir).some((f) => f.startsWith("sandbox.json.unreadable-"))).toBe(true);
  });
});
