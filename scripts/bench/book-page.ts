/**
 * Figures for the booking page as a browser gets it: a production server (`next start`) on a
 * fresh data folder, a signed-in agent, the JavaScript the page's HTML loads, and Lighthouse.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { spawnGroup } from "./process-group";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
// The password policy refuses a password holding the email's local part ("bench"), hence not "a long bench passphrase".
const ADMIN = { email: "bench@ridedesk.example", password: "a long timing passphrase" };
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms)));
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const hasBuild = () => existsSync(path.join(ROOT, ".next", "BUILD_ID"));

export type BookServer = { url: string; cookie: string; stop(): Promise<void> };

/** The first free port in 3090–3099. */
export async function freePort(): Promise<number> {
  for (let port = 3090; port <= 3099; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const s = createServer().once("error", () => resolve(false));
      s.listen(port, () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port in 3090-3099 for the bench server");
}

/** Starts `next start` on a fresh data folder, signs the first admin in, and checks /book answers. */
export async function startBookServer(): Promise<BookServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "ridedesk-bench-"));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  // The default map style is what agents get, so its offline fallback is part of the measure.
  delete env.MAP_STYLE_URL;
  // The guest's page is measured under many viewers, who come from many addresses, not from this one.
  env.RATE_LIMIT_GUEST_PAGE = "0";
  delete env.DATABASE_URL;
  delete env.APP_URL;
  const group = spawnGroup("npx", ["next", "start", "-p", String(port)], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const keep = (b: Buffer) => void (log = (log + b.toString()).slice(-4000));
  group.child.stdout!.on("data", keep);
  group.child.stderr!.on("data", keep);
  const onSignal = () => process.exit(130);
  process.once("SIGINT", onSignal);
  const stop = async () => {
    process.off("SIGINT", onSignal);
    // The whole group, until none of it is left: the leader (npx) may exit while next's server still serves.
    await group.stop(5000);
    await rm(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  try {
    await waitUntilUp(
      url,
      () => group.exited(),
      () => log,
    );
    const cookie = await signIn(url);
    const book = await fetch(`${url}/book`, { headers: { cookie }, redirect: "manual" });
    const html = await book.text();
    if (book.status !== 200 || !html.includes("Book a ride")) {
      throw new Error(`GET /book signed in answered ${book.status} ${book.headers.get("location") ?? ""}, not the booking page`);
    }
    return { url, cookie, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Waits until `next start` answers on `url`, failing early when the process has exited. */
export async function waitUntilUp(url: string, exited: () => boolean, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`next start exited before answering:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/auth/csrf`, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`next start did not answer within 90 s:\n${log()}`);
}

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]!);

/** Auth.js's credentials flow over HTTP; returns the session cookie(s) as a Cookie header. */
async function signIn(url: string): Promise<string> {
  const csrf = await fetch(`${url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${url}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email: ADMIN.email, password: ADMIN.password, callbackUrl: "/" }),
  });
  const session = cookiesOf(res).filter((c) => /^authjs\.session-token(\.\d+)?=./.test(c));
  if (session.length === 0) throw new Error(`sign-in failed: ${res.status} → ${res.headers.get("location") ?? "no redirect"}`);
  return session.join("; ");
}

export type Chunk = { path: string; rawBytes: number; gzipBytes: number; intl: boolean };

/** next-intl's client runtime (its ICU message formatter) by words its minified code keeps. */
const INTL_RUNTIME = /INSUFFICIENT_PATH|getMessageFallback/;

/**
 * The scripts /book's HTML references (the map chunk loads later, on its own), gzipped at level 9.
 * `noModule` scripts (Next's legacy polyfills) are left out: module-capable browsers never fetch them.
 */
export async function bookScriptWeight({ url, cookie }: Pick<BookServer, "url" | "cookie">, pagePath = "/book") {
  const html = await (await fetch(`${url}${pagePath}`, { headers: cookie ? { cookie } : {} })).text();
  const srcs = new Set<string>();
  const noModule = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1]?.replaceAll("&amp;", "&");
    if (!src || !/^\/_next\/static\/.+\.js(\?|$)/.test(src)) continue;
    (/\bnomodule\b/i.test(tag) ? noModule : srcs).add(src);
  }
  const chunks: Chunk[] = await Promise.all(
    [...srcs].map(async (src) => {
      const res = await fetch(url + src);
      if (!res.ok) throw new Error(`GET ${src} answered ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      return { path: src, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, intl: INTL_RUNTIME.test(body.toString("utf8")) };
    }),
  );
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (k: "rawBytes" | "gzipBytes") => chunks.reduce((n, c) => n + c[k], 0);
  return { gzipBytes: sum("gzipBytes"), rawBytes: sum("rawBytes"), chunks, noModule: [...noModule] };
}

export type LighthouseRun = { scores: number[]; median: number; metrics: Record<string, string>; warnings: string[] };

const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
} as const;

/**
 * Lighthouse performance for /book, desktop and mobile, `runs` times each (the median counts).
 * The online map style cannot load without internet; the page falls back to the offline style
 * after ~4 s, and `maxWaitForLoad` bounds the wait should anything keep the network busy.
 */
export async function bookLighthouse(
  { url, cookie }: Pick<BookServer, "url" | "cookie">,
  runs = 3,
  pagePath = "/book",
): Promise<Record<"desktop" | "mobile", LighthouseRun>> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    const one = async (form: "desktop" | "mobile"): Promise<LighthouseRun> => {
      const lhrs = [];
      for (let i = 0; i < runs; i++) {
        const flags = {
          port: chrome.port,
          logLevel: "error" as const,
          onlyCategories: ["performance"],
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
          maxWaitForLoad: 30_000,
        };
        const result = await withTimeout(
          lighthouse(`${url}${pagePath}`, flags, form === "desktop" ? desktopConfig : undefined),
          120_000,
          `Lighthouse (${form})`,
        );
        if (!result) throw new Error(`Lighthouse (${form}) returned no result`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse (${form}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (lhr.finalDisplayedUrl && !new URL(lhr.finalDisplayedUrl).pathname.startsWith(pagePath)) {
          throw new Error(`Lighthouse (${form}) ended on ${lhr.finalDisplayedUrl}, not ${pagePath}: is the cookie sent?`);
        }
        lhrs.push(lhr);
      }
      const scores = lhrs.map((l) => l.categories.performance?.score ?? 0);
      const mid = lhrs[scores.indexOf(median(scores))]!;
      const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, mid.audits[id]?.displayValue ?? "?"]));
      return { scores, median: median(scores), metrics, warnings: [...new Set(lhrs.flatMap((l) => l.runWarnings))] };
    };
    return { desktop: await one("desktop"), mobile: await one("mobile") };
  } finally {
    chrome.kill();
  }
}
