import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAlert, type PostOutcome } from "./post-webhook";

/** A receiver on 127.0.0.1 that answers as Slack, a Teams workflow or a broken one would, by path. */
const ANSWERS: Record<string, (res: ServerResponse) => void> = {
  "/slack": (res) => res.writeHead(200, { "Content-Type": "text/plain" }).end("ok"),
  "/workflow": (res) => res.writeHead(202).end(),
  "/invalid": (res) => res.writeHead(400, { "Content-Type": "text/plain" }).end("invalid_payload"),
  "/archived": (res) => res.writeHead(410, { "Content-Type": "text/plain" }).end("channel_is_archived"),
  "/no-service": (res) => res.writeHead(404, { "Content-Type": "text/plain" }).end("no_service"),
  "/workflow-refused": (res) =>
    res
      .writeHead(400, { "Content-Type": "application/json" })
      .end(
        JSON.stringify({ error: { code: "TriggerInputSchemaMismatch", message: `The input to https://${host}/workflow-refused?sig=SECRET does not match.` } }),
      ),
  "/prose": (res) => res.writeHead(403, { "Content-Type": "text/html" }).end(`<html>Forbidden: https://${host}/prose?sig=SECRET</html>`),
  "/busy": (res) => res.writeHead(429, { "Retry-After": "7" }).end("rate_limited"),
  "/broken": (res) => res.writeHead(500).end("rollup_error"),
  "/unavailable": (res) => res.writeHead(503, { "Retry-After": new Date(Date.now() + 30_000).toUTCString() }).end(),
  "/moved": (res) => res.writeHead(302, { Location: "/slack" }).end(),
  "/connector-throttled": (res) => res.writeHead(200).end("Microsoft Teams endpoint returned HTTP error 429 with ContextId ..."),
  "/slow": () => {},
};

let server: Server;
let host = "";
const received: { path: string; contentType: string | undefined; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ path: req.url ?? "", contentType: req.headers["content-type"], body: JSON.parse(text || "null") });
      (ANSWERS[(req.url ?? "").split("?")[0]!] ?? ((r: ServerResponse) => r.writeHead(404).end()))(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const post = (path: string, timeoutMs = 2_000) => postAlert(`http://${host}${path}?sig=SECRET`, { text: "No driver found" }, { timeoutMs });

/** Nothing a caller might log carries the webhook's URL or its secret. */
const expectNoUrl = (outcome: PostOutcome) => {
  const json = JSON.stringify(outcome);
  expect(json).not.toContain("SECRET");
  expect(json).not.toContain(host);
};

describe("postAlert", () => {
  it("posts the alert as JSON", async () => {
    await post("/slack");
    expect(received.at(-1)).toEqual({ path: "/slack?sig=SECRET", contentType: "application/json; charset=utf-8", body: { text: "No driver found" } });
  });

  it("counts Slack's 200 ok and a workflow's 202 as sent", async () => {
    expect(await post("/slack")).toEqual({ outcome: "sent", status: 200 });
    expect(await post("/workflow")).toEqual({ outcome: "sent", status: 202 });
  });

  it("passes on the receiver's short reason for a refusal", async () => {
    expect(await post("/invalid")).toEqual({ outcome: "refused", status: 400, reason: "invalid_payload" });
    expect(await post("/archived")).toEqual({ outcome: "refused", status: 410, reason: "channel_is_archived" });
    expect(await post("/no-service")).toEqual({ outcome: "refused", status: 404, reason: "no_service" });
    const workflow = await post("/workflow-refused");
    expect(workflow).toEqual({ outcome: "refused", status: 400, reason: "TriggerInputSchemaMismatch" });
    expectNoUrl(workflow);
  });

  it("keeps only the status of a refusal explained in prose, which may quote the URL", async () => {
    const outcome = await post("/prose");
    expect(outcome).toEqual({ outcome: "refused", status: 403, reason: "HTTP 403" });
    expectNoUrl(outcome);
  });

  it("refuses to follow a redirect", async () => {
    expect(await post("/moved")).toEqual({ outcome: "refused", status: 302, reason: "redirect" });
  });

  it("asks to try again after a 429, with the receiver's Retry-After", async () => {
    expect(await post("/busy")).toEqual({ outcome: "retry", reason: "rate limited", status: 429, retryAfterMs: 7_000 });
  });

  it("asks to try again after a 5xx, with a Retry-After given as a date", async () => {
    expect(await post("/broken")).toEqual({ outcome: "retry", reason: "server error", status: 500, retryAfterMs: null });
    const unavailable = await post("/unavailable");
    expect(unavailable).toMatchObject({ outcome: "retry", reason: "server error", status: 503 });
    expect(unavailable.outcome === "retry" && unavailable.retryAfterMs).toBeGreaterThan(25_000);
  });

  it("asks to try again when a retired Teams connector says it is throttling with a 200", async () => {
    expect(await post("/connector-throttled")).toMatchObject({ outcome: "retry", reason: "rate limited", status: 200 });
  });

  it("gives up waiting at its deadline and asks to try again", async () => {
    const started = Date.now();
    const outcome = await post("/slow", 300);
    expect(outcome).toEqual({ outcome: "retry", reason: "timeout", status: null, retryAfterMs: null });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("asks to try again when nothing listens, without the error's words", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const outcome = await postAlert(`http://127.0.0.1:${port}/hooks?sig=SECRET`, {}, { timeoutMs: 2_000 });
    expect(outcome).toEqual({ outcome: "retry", reason: "network", status: null, retryAfterMs: null });
    expectNoUrl(outcome);
  });

  it("uses the fetch it is given", async () => {
    const calls: string[] = [];
    const fake = (async (url: string) => {
      calls.push(url);
      return new Response("ok", { status: 200 });
    }) as unknown as typeof fetch;
    expect(await postAlert("https://hooks.slack.com/services/T0/B0/x", {}, { fetch: fake, timeoutMs: 1_000 })).toEqual({ outcome: "sent", status: 200 });
    expect(calls).toEqual(["https://hooks.slack.com/services/T0/B0/x"]);
  });
});
