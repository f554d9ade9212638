import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createUser, type UserRow } from "@/lib/accounts/queries";
import { listAudit } from "@/lib/audit/queries";
import type { SessionUser } from "@/lib/auth/session";
import type { DbHandle } from "@/lib/db/client";
import { freshDatabase, TEST_ENGINES } from "@/lib/db/testing";
import { parseEnv, type Env } from "@/lib/env";
import { deskWebhooks, getNotificationSettings } from "@/lib/outbound/settings-queries";

/** The Notifications page's actions against a real database and a receiver on this machine, signed in as an admin. */

let h: DbHandle;
let settings: Env;
const currentUser = vi.fn<() => Promise<SessionUser | null>>();
vi.mock("@/lib/auth/session", () => ({ currentUser: () => currentUser() }));
vi.mock("@/lib/db", () => ({ db: async () => h.db }));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
vi.mock("@/lib/env", async (original) => ({ ...(await original<typeof import("@/lib/env")>()), env: () => settings }));

const { removeDeskWebhookAction, saveNotificationSettingsAction, sendTestAlertAction, setDeskWebhookAction } = await import("./actions");

const ENV = { SANDBOX_CLIENT_ID: "notifications-client", SANDBOX_CLIENT_SECRET: "notifications-secret" };

/** A desk channel's stand-in: answers each post as told, and keeps what it was sent. */
function receiver() {
  const received: unknown[] = [];
  let answer = { status: 200, body: "ok" };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push(JSON.parse(body));
      res.writeHead(answer.status, { "content-type": "text/plain" }).end(answer.body);
    });
  });
  return {
    received,
    answer: (status: number, body: string) => (answer = { status, body }),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/services/T0/B0/receiver-secret-token`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(TEST_ENGINES)("the Notifications page's actions on %s", (engine) => {
  let admin: UserRow;
  const desk = receiver();
  let url: string;
  beforeAll(async () => {
    h = await freshDatabase(engine);
    admin = await createUser(h.db, { email: "notify-admin@example.com", name: "Nora Admin", role: "admin" });
    currentUser.mockImplementation(async () => ({ id: admin.id, email: admin.email, name: admin.name, role: "admin" }));
    url = await desk.listen();
  }, 60_000);
  afterAll(async () => {
    await desk.close();
    await h?.close();
  });
  beforeEach(() => {
    settings = parseEnv({ ...ENV, SANDBOX_CONTROL: "true" });
  });

  const lastAudit = async () => (await listAudit(h.db, { limit: 1 })).records[0];

  it("saves the settings and says which changed; a reminder out of range is refused at its field", async () => {
    const refused = await saveNotificationSettingsAction({ ...(await getNotificationSettings(h.db)), reminderMinutes: 2 });
    expect(refused).toMatchObject({ ok: false, error: { code: "invalid", fields: { reminderMinutes: expect.stringContaining("5") } } });
    const { updatedAt: _, ...current } = await getNotificationSettings(h.db);
    const result = await saveNotificationSettingsAction({ ...current, guestChannels: ["whatsapp", "sms"], reminderMinutes: "45" });
    expect(result).toMatchObject({
      ok: true,
      data: { changed: ["guestChannels", "reminderMinutes"], settings: { guestChannels: ["whatsapp", "sms"], reminderMinutes: 45 } },
    });
    expect(await getNotificationSettings(h.db)).toMatchObject({ reminderMinutes: 45 });
  });

  it("takes a receiver on this machine over http only while the sandbox's controls are on", async () => {
    settings = parseEnv(ENV);
    const refused = await setDeskWebhookAction({ channel: "slack", url });
    expect(refused).toMatchObject({ ok: false, error: { code: "invalid", fields: { url: expect.any(String) } } });
    expect((await deskWebhooks(h.db)).slack).toBeNull();

    settings = parseEnv({ ...ENV, SANDBOX_CONTROL: "true" });
    const saved = await setDeskWebhookAction({ channel: "slack", url });
    expect(saved).toMatchObject({ ok: true, data: { channel: "slack", masked: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/services\/…\/••••oken$/) } });
    expect(JSON.stringify(saved)).not.toContain("receiver-secret");
    expect((await deskWebhooks(h.db)).slack).toBe(url);
  });

  it("refuses a Slack URL as the Teams channel's", async () => {
    const result = await setDeskWebhookAction({ channel: "teams", url: "https://hooks.slack.com/services/T1/B1/abcdefghijkl" });
    expect(result).toMatchObject({ ok: false, error: { fields: { url: expect.stringContaining("Teams") } } });
  });

  it("posts a test alert in Block Kit, in the company's language, and audits the outcome but not the URL", async () => {
    settings = parseEnv({ ...ENV, SANDBOX_CONTROL: "true", COMPANY_LOCALE: "es" });
    desk.answer(200, "ok");
    const result = await sendTestAlertAction({ channel: "slack" });
    expect(result).toEqual({ ok: true, data: { channel: "slack", outcome: "sent" } });
    const body = desk.received.at(-1) as { text: string; blocks: { type: string; text?: { text: string } }[] };
    expect(body.blocks[0]).toMatchObject({
      type: "header",
      text: { text: expect.stringMatching(/^Prueba de Ridedesk — No se encontró conductor para Alex Ejemplo/) },
    });
    const record = await lastAudit();
    expect(record).toMatchObject({ action: "notifications.test_sent", actorId: admin.id, targetId: "slack", detail: { channel: "slack", outcome: "sent" } });
    expect(JSON.stringify(record)).not.toContain("receiver-secret");
  });

  it("passes on the receiver's word when it refuses, and says to try later when it fails", async () => {
    desk.answer(404, "no_service");
    expect(await sendTestAlertAction({ channel: "slack" })).toEqual({ ok: true, data: { channel: "slack", outcome: "refused", reason: "no_service" } });
    desk.answer(503, "down");
    expect(await sendTestAlertAction({ channel: "slack" })).toEqual({ ok: true, data: { channel: "slack", outcome: "retry", reason: "server error" } });
    expect(await lastAudit()).toMatchObject({ detail: { channel: "slack", outcome: "retry", reason: "server error" } });
  });

  it("will not post a test to a receiver on this machine once the sandbox's controls are off, and says so", async () => {
    const before = desk.received.length;
    settings = parseEnv(ENV);
    expect(await sendTestAlertAction({ channel: "slack" })).toMatchObject({
      ok: false,
      error: { code: "conflict", message: expect.stringContaining("only the sandbox allows") },
    });
    expect(desk.received).toHaveLength(before);
  });

  it("cannot test a channel with no URL, and removes a URL once", async () => {
    expect(await sendTestAlertAction({ channel: "teams" })).toMatchObject({ ok: false, error: { code: "conflict" } });
    expect(await removeDeskWebhookAction({ channel: "slack" })).toEqual({ ok: true, data: { channel: "slack", removed: true } });
    expect(await lastAudit()).toMatchObject({ action: "notifications.channel_changed", detail: { channel: "slack", set: false } });
    expect(await removeDeskWebhookAction({ channel: "slack" })).toEqual({ ok: true, data: { channel: "slack", removed: false } });
    expect((await deskWebhooks(h.db)).slack).toBeNull();
  });
});
