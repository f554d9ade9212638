/**
 * Figures for the guest's page (/r/<token>) as a phone gets it: a ride booked through the
 * booking page on a production server, then the page's JavaScript, Lighthouse, and how it
 * answers many viewers at once. A plain App Router page (/sign-in) is weighed beside it.
 */
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import type { BookServer } from "./book-page";

/** Books a ride from Atocha (with its first meeting point) as the signed-in bench admin; returns the guest's link. */
export async function bookForGuest({ url, cookie }: BookServer): Promise<string> {
  const browser = await chromium.launch(existsSync("/usr/bin/chromium") ? { executablePath: "/usr/bin/chromium" } : {});
  try {
    const context = await browser.newContext({ baseURL: url });
    await context.addCookies(cookie.split("; ").map((c) => ({ name: c.slice(0, c.indexOf("=")), value: c.slice(c.indexOf("=") + 1), url })));
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto("/book");
    for (const place of ["Puerta de Atocha", "Museo del Prado"]) {
      await page.getByRole("combobox", { name: /^(Pickup address|Destination address|Add a stop)$/ }).fill(place);
      await page.getByRole("listbox").getByRole("option").first().click();
    }
    await page.getByTestId("meeting-point-option").first().getByRole("radio").check();
    await page.getByTestId("product-option").first().click();
    await page.getByLabel("Guest name").fill("Bench Guest");
    await page.getByLabel("Guest mobile").fill("+34 600 111 222");
    await page.getByRole("button", { name: /^Book / }).click();
    const link = page.getByTestId("guest-link");
    await link.waitFor();
    return await link.inputValue();
  } finally {
    await browser.close();
  }
}

/** Every script the page runs, external or inline, gzipped at level 9. */
export async function guestScriptWeight(link: string) {
  const html = await (await fetch(link)).text();
  let gzipBytes = 0;
  let scripts = 0;
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc="([^"]+)"/.exec(attrs!)?.[1];
    const code = src ? Buffer.from(await (await fetch(new URL(src, link))).arrayBuffer()) : Buffer.from(body!);
    gzipBytes += gzipSync(code, { level: 9 }).length;
    scripts++;
  }
  return { gzipBytes, scripts, htmlGzipBytes: gzipSync(html, { level: 9 }).length };
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

/** `total` requests for the page, `concurrency` at a time: the cache should keep each one cheap. */
export async function guestPageUnderLoad(link: string, total = 1000, concurrency = 50) {
  const times: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t = performance.now();
        const res = await fetch(link);
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { total, concurrency, failures, p50: percentile(times, 0.5), p95: percentile(times, 0.95), perSecond: total / seconds };
}

/**
 * A bare static page (a heading and a line) served from here: Lighthouse's score for it shows
 * what the machine allows right now, since a loaded machine costs even an empty page its score.
 */
export async function bareStaticPage(): Promise<{ url: string; close(): Promise<void> }> {
  const { createServer } = await import("node:http");
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Bare</title></head><body><h1>Bare page</h1><p>Nothing else.</p></body></html>';
  const server = createServer((_, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
