import { describe, expect, it, vi } from "vitest";
import type { NotificationJob } from "./jobs";
import { receiveNotification } from "./receiver";

const SECRET = "receiver-test-secret";

const post = (body: BodyInit, authorization = `Bearer ${SECRET}`) =>
  new Request("http://localhost/api/webhooks/logistics", {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);

function receiver(enqueue: (job: NotificationJob) => Promise<void> = async () => {}) {
  const queued = vi.fn(enqueue);
  return { queued, receive: (request: Request) => receiveNotification(request, { secret: async () => SECRET, enqueue: queued }) };
}

const status = { id: "prov-1", state: "delivered", driver: { name: "Luis" } };

describe("the logistics webhook receiver", () => {
  it("stores a notification it can store", async () => {
    const { receive, queued } = receiver();
    expect((await receive(post(JSON.stringify(status)))).status).toBe(200);
    expect(queued).toHaveBeenCalledWith(expect.objectContaining({ body: status }));
  });

  it("refuses with 400, not 503, a notification that could never be stored, so it is not delivered again for hours", async () => {
    const { receive, queued } = receiver();
    for (const body of [
      JSON.stringify({ ...status, driver: { name: "Lu\u0000is" } }),
      JSON.stringify({ parcel_id: "prov-1", code: "12\u000034" }),
      // Half of an emoji: PostgreSQL's JSON refuses it as it refuses a NUL.
      JSON.stringify({ ...status, failure_reason: "broken \ud83d" }),
    ]) {
      const answer = await receive(post(body));
      expect(answer.status, body).toBe(400);
      expect(await answer.json()).toMatchObject({ error: { code: "unstorable" } });
    }
    expect(queued).not.toHaveBeenCalled();
  });

  it("ignores a NUL in a field it drops anyway", async () => {
    const { receive, queued } = receiver();
    expect((await receive(post(JSON.stringify({ ...status, extra: "\u0000" })))).status).toBe(200);
    expect(queued).toHaveBeenCalledTimes(1);
  });

  it("still answers 503 when the store fails, so the provider delivers it again", async () => {
    const { receive } = receiver(async () => {
      throw new Error("database down");
    });
    expect((await receive(post(JSON.stringify(status)))).status).toBe(503);
  });

  it("answers a wrong secret at once, without waiting for a body that never ends", async () => {
    const { receive } = receiver();
    const body = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
    const started = Date.now();
    expect((await receive(post(body, "Bearer wrong"))).status).toBe(401);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
