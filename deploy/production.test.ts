import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db/client";
import { freshDatabase } from "@/lib/db/testing";
import { startJobRunner } from "@/lib/jobs/runner";
import { eventually, jobTargetOfHandle } from "@/lib/jobs/testing";
import { call, CookieJar, freePorts, nginxConfig, readAccessLog, SHIPPED_SITE, siteForTest, type Answer } from "./test-stack";

/**
 * The production shape: two `next start` processes of the build on one PostgreSQL, behind Debian's
 * nginx running deploy/nginx/ridedesk.conf (its ports and paths aside), with TLS. Runs in CI after
 * the build; elsewhere it needs the same three things, and says so when it skips.
 */

const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((f) => fs.existsSync(f));
const IN_CI = !!process.env.CI && process.env.CI !== "false" && process.env.CI !== "0";
const missing = [
  !process.env.TEST_DATABASE_URL && "PostgreSQL (TEST_DATABASE_URL)",
  !NGINX && "nginx (apt-get install nginx)",
  !fs.existsSync(".next/BUILD_ID") && "a production build (npm run build)",
].filter((m): m is string => !!m);

if (missing.length > 0 && !IN_CI) console.warn(`deploy/production.test.ts is skipped: it needs ${missing.join(", ")}.`);

/** Low, so the limit is reached quickly; each process counting alone would let twice as many through. */
const SIGN_IN_LIMIT = 6;
const ADMIN = { email: "admin@ridedesk.test", password: "correct horse battery staple 42" };
const WEBHOOK_SECRET = randomBytes(32).toString("base64url");
const FORM = "application/x-www-form-urlencoded";

type App = { port: number; child: ChildProcess; output: string[] };

describe.skipIf(missing.length > 0 && !IN_CI)(
  missing.length > 0
    ? `the production shape (skipped: needs ${missing.join(", ")}; CI has them all)`
    : "the production shape: two app processes on one PostgreSQL behind nginx",
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ridedesk-production-"));
    const apps: App[] = [];
    let nginx: ChildProcess | undefined;
    let handle: DbHandle | undefined;
    let databaseUrl = "";
    let origin = "";
    let ca = "";
    let upstreams: string[] = [];

    const viaNginx = (pathname: string, options: Parameters<typeof call>[1] = {}) => call(`${origin}${pathname}`, { ca, ...options });
    /** Requests one after the other, so nginx takes turns between the two processes. */
    const inTurn = async (n: number, one: (i: number) => Promise<Answer>) => {
      const answers: Answer[] = [];
      for (let i = 0; i < n; i++) answers.push(await one(i));
      return answers;
    };
    /** The access log's lines of `count` requests, once nginx has written them (it does so after answering). */
    const logged = (agent: RegExp, count: number) =>
      eventually(
        async () => {
          const lines = readAccessLog(path.join(dir, "ridedesk.access.log")).filter((l) => agent.test(l.agent));
          return lines.length >= count && lines;
        },
        `${count} requests in nginx's access log`,
        5_000,
      );
    /** Which app processes answered those requests. */
    const servedBy = async (agent: RegExp, count: number) => [...new Set((await logged(agent, count)).map((l) => l.upstream))].sort();
    const sql = async <T>(text: string, values: unknown[] = []) => {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      if (missing.length > 0) throw new Error(`CI must run the production shape, but this machine lacks ${missing.join(", ")}; .ci/run installs them`);
      const [a, b, httpsPort, httpPort] = (await freePorts(4)) as [number, number, number, number];
      origin = `https://localhost:${httpsPort}`;
      upstreams = [`127.0.0.1:${a}`, `127.0.0.1:${b}`].sort();

      const cert = path.join(dir, "cert.pem");
      const key = path.join(dir, "key.pem");
      execFileSync(
        "openssl",
        [
          "req",
          "-x509",
          "-newkey",
          "ec",
          "-pkeyopt",
          "ec_paramgen_curve:prime256v1",
          "-nodes",
          "-days",
          "1",
          "-subj",
          "/CN=localhost",
          "-addext",
          "subjectAltName=DNS:localhost",
          "-keyout",
          key,
          "-out",
          cert,
        ],
        { stdio: "pipe" },
      );
      ca = fs.readFileSync(cert, "utf8");

      handle = await freshDatabase("postgres");
      const target = jobTargetOfHandle(handle);
      if (target.engine !== "postgres") throw new Error("expected PostgreSQL");
      databaseUrl = target.url;
      // An installation that already has its webhook secret, as after its first subscription.
      await sql("insert into installation_secrets (name, value) values ('logistics-webhook', $1)", [WEBHOOK_SECRET]);

      const authSecret = randomBytes(33).toString("base64");
      for (const port of [a, b]) {
        const env: NodeJS.ProcessEnv = {
          PATH: process.env.PATH,
          HOME: dir,
          NODE_ENV: "production",
          NEXT_TELEMETRY_DISABLED: "1",
          PORT: String(port),
          DATA_DIR: path.join(dir, `data-${port}`),
          DATABASE_URL: databaseUrl,
          AUTH_SECRET: authSecret,
          APP_URL: origin,
          TRUST_PROXY: "127.0.0.1",
          RATE_LIMIT_SIGN_IN: String(SIGN_IN_LIMIT),
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          // The app reaches its own embedded sandbox through nginx, so it trusts the test's certificate.
          NODE_EXTRA_CA_CERTS: cert,
          SANDBOX_CLIENT_ID: "ridedesk-sandbox",
          SANDBOX_CLIENT_SECRET: "sandbox-secret",
          MAP_STYLE_URL: "none",
          // Each job run is logged with the process that ran it.
          LOG_LEVEL: "debug",
        };
        const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "--hostname", "127.0.0.1", "--port", String(port)], {
          env,
          stdio: ["ignore", "pipe", "pipe"],
        });
        const app: App = { port, child, output: [] };
        child.stdout!.on("data", (d: Buffer) => app.output.push(d.toString()));
        child.stderr!.on("data", (d: Buffer) => app.output.push(d.toString()));
        apps.push(app);
      }
      // Both start together, as systemd starts its instances: one database, migrations and pg-boss set up once.
      await Promise.all(
        apps.map((app) =>
          eventually(
            async () => {
              if (app.child.exitCode !== null)
                throw new Error(`the app on port ${app.port} exited with ${app.child.exitCode}:\n${app.output.join("").slice(-3000)}`);
              return (await call(`http://127.0.0.1:${app.port}/api/health`).catch(() => null))?.status === 200;
            },
            `the app on port ${app.port} to be healthy`,
            90_000,
          ),
        ),
      );

      const site = path.join(dir, "ridedesk.conf");
      fs.writeFileSync(site, siteForTest(fs.readFileSync(SHIPPED_SITE, "utf8"), { appPorts: [a, b], httpsPort, httpPort, dir, cert, key }));
      const conf = path.join(dir, "nginx.conf");
      fs.writeFileSync(conf, nginxConfig(dir, site, process.getuid?.() === 0));
      const args = ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log")];
      execFileSync(NGINX!, ["-t", "-q", ...args], { stdio: "pipe" });
      nginx = spawn(NGINX!, args, { stdio: ["ignore", "inherit", "inherit"] });
      await eventually(
        async () => (await viaNginx("/api/health", { headers: { "user-agent": "ready" } }).catch(() => null))?.status === 200,
        "nginx to answer",
        10_000,
      );
    }, 120_000);

    afterAll(async () => {
      const stopped = (c: ChildProcess) => (c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise((r) => c.once("exit", r)));
      nginx?.kill("SIGQUIT");
      for (const app of apps) app.child.kill("SIGTERM");
      await Promise.all([...apps.map((app) => stopped(app.child)), ...(nginx ? [stopped(nginx)] : [])]);
      await handle?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it("keeps a session on both processes, and signing out on one ends it on the other", async () => {
      const from = "127.0.0.21";
      const browser = new CookieJar();
      const { csrfToken } = JSON.parse(browser.keep(await viaNginx("/api/auth/csrf", { from })).body) as { csrfToken: string };
      const body = new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, csrfToken, callbackUrl: "/" }).toString();
      const signedIn = browser.keep(
        await viaNginx("/api/auth/callback/credentials", { method: "POST", from, headers: { cookie: browser.header(), "content-type": FORM }, body }),
      );
      expect(signedIn.status).toBe(302);
      expect(browser.has("__Secure-authjs.session-token")).toBe(true);
      const copy = browser.copy();

      const session = async (jar: CookieJar, agent: string) =>
        JSON.parse((await viaNginx("/api/auth/session", { from, headers: { cookie: jar.header(), "user-agent": agent } })).body) as {
          user?: { email: string };
        } | null;
      for (const s of await Promise.all([0, 1, 2, 3].map(async (i) => session(browser, `session-${i}`)))) expect(s?.user?.email).toBe(ADMIN.email);
      expect(await servedBy(/^session-/, 4)).toEqual(upstreams);

      const out = await viaNginx("/api/auth/signout", {
        method: "POST",
        from,
        headers: { cookie: browser.header(), "content-type": FORM, "user-agent": "sign-out" },
        body: new URLSearchParams({ csrfToken }).toString(),
      });
      expect(out.status).toBe(302);
      const [signedOutBy] = await servedBy(/^sign-out$/, 1);
      // A copy of the cookie taken before signing out works on neither process any more.
      for (let i = 0; i < 4; i++) expect(await session(copy, `after-${i}`)).toBeNull();
      expect(await servedBy(/^after-/, 4)).toEqual(upstreams);
      expect(upstreams).toContain(signedOutBy);
    });

    it("takes a webhook on either process, and applies what it stored", async () => {
      const deliveries = await inTurn(4, (i) =>
        viaNginx("/api/webhooks/logistics", {
          method: "POST",
          from: "127.0.0.41",
          headers: { authorization: `Bearer ${WEBHOOK_SECRET}`, "content-type": "application/json", "user-agent": `webhook-${i}` },
          body: JSON.stringify({ parcel_id: `parcel-${i}`, code: "1234" }),
        }),
      );
      expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200]);
      expect(await servedBy(/^webhook-/, 4)).toEqual(upstreams);
      // The inbox job, on whichever process took it, applies each one (none is ours: dropped) and empties the inbox.
      await eventually(async () => (await sql<{ n: number }>("select count(*)::int as n from parcel_inbox"))[0]!.n === 0, "the inbox to be applied", 20_000);
    });

    it("runs each job once, in one process or the other", async () => {
      const sender = await startJobRunner({ engine: "postgres", url: databaseUrl }, [], { work: false });
      const sent: string[] = [];
      try {
        // One alert each, keyed as the app keys them; alerts are fetched one at a time (journey reads and
        // messages come in batches, which one process alone may take). An unknown alert is done at once.
        for (let i = 0; i < 4; i++) {
          const alertId = randomUUID();
          const id = await sender.send("alert.send", { alertId }, { singletonKey: alertId });
          if (!id) throw new Error("pg-boss did not take a job");
          sent.push(id);
        }
      } finally {
        await sender.stop();
      }
      const runs = () => apps.map((app) => jobRunsIn(app.output.join("")).filter((id) => sent.includes(id)));
      // Each process fetches one alert every 2 s (pollingIntervalSeconds), so even a few are shared between both.
      await eventually(async () => runs().flat().length >= sent.length, "every job to run", 30_000);
      // Anything fetched twice would show by now.
      await new Promise((r) => setTimeout(r, 500));
      const [inA, inB] = runs() as [string[], string[]];
      expect([...inA, ...inB].sort()).toEqual([...sent].sort());
      expect(inA.length).toBeGreaterThan(0);
      expect(inB.length).toBeGreaterThan(0);
    }, 45_000);

    it("holds the sign-in limit across processes, answering 429 with Retry-After", async () => {
      const answers = await inTurn(2 * SIGN_IN_LIMIT, (i) =>
        viaNginx("/api/auth/callback/credentials", {
          method: "POST",
          from: "127.0.0.31",
          headers: { "content-type": FORM, "user-agent": `limit-${i}` },
          body: "email=someone%40ridedesk.test&password=guess",
        }),
      );
      expect(answers.filter((a) => a.status !== 429)).toHaveLength(SIGN_IN_LIMIT);
      const refused = answers.filter((a) => a.status === 429);
      for (const a of refused) expect(Number(a.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      // Both processes took requests, and the refusals are the app's, not nginx's.
      const lines = await logged(/^limit-/, answers.length);
      expect([...new Set(lines.map((l) => l.upstream))].sort()).toEqual(upstreams);
      expect(lines.filter((l) => l.status === 429).every((l) => l.upstreamStatus === "429")).toBe(true);
      // Another client is not held back by that one.
      expect(
        (
          await viaNginx("/api/auth/callback/credentials", {
            method: "POST",
            from: "127.0.0.32",
            headers: { "content-type": FORM },
            body: "email=x%40ridedesk.test&password=y",
          })
        ).status,
      ).not.toBe(429);
    });

    it("cuts a flood on a guest's link short at nginx, while the health check still answers", async () => {
      const flood = Promise.all(
        Array.from({ length: 200 }, () => viaNginx("/r/flood-of-one-client", { from: "127.0.0.51", headers: { "user-agent": "flood" } })),
      );
      const health = await inTurn(3, () => viaNginx("/api/health", { from: "127.0.0.52" }));
      const answers = await flood;
      expect(health.map((h) => h.status)).toEqual([200, 200, 200]);
      const refused = answers.filter((a) => a.status === 429);
      // nginx lets a burst of 40 through, then 10 a second: most of 200 at once are refused.
      expect(refused.length).toBeGreaterThanOrEqual(50);
      for (const a of refused) expect(a.headers["retry-after"]).toBe("1");
      // Refused by nginx itself: the app was not asked.
      expect((await logged(/^flood$/, answers.length)).filter((l) => l.status === 429 && l.upstream === "-").length).toBe(refused.length);
    });
  },
);

/** The ids of the jobs a process says it ran, from its JSON log lines. */
function jobRunsIn(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.includes('"ran a job"'))
    .map((line) => (JSON.parse(line) as { jobId: string }).jobId);
}
