import { expect, test, type APIResponse } from "@playwright/test";

/** The headers every answer carries, whatever serves it. */
function expectSecurityHeaders(response: APIResponse, referrerPolicy = "strict-origin-when-cross-origin") {
  const h = response.headers();
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe(referrerPolicy);
  const csp = h["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("worker-src 'self' blob:");
  expect(csp).toMatch(/img-src [^;]*data: blob:/);
  // The map style's host (the default OpenFreeMap style here) serves its tiles, glyphs and sprites.
  expect(csp).toMatch(/connect-src [^;]*https:\/\/tiles\.openfreemap\.org/);
  expect(csp).not.toContain("'unsafe-eval'");
  // The e2e server runs on plain http: no HSTS, which would lock browsers out of it.
  expect(h["strict-transport-security"]).toBeUndefined();
}

test("a signed-in page carries the security headers", async ({ page }) => {
  const response = await page.request.get("/", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response);
});

test.describe("without an account", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the sign-in page, a guest page and route handlers carry them too", async ({ request }) => {
    for (const path of ["/sign-in", "/r/no-such-journey-link", "/api/auth/session", "/sandbox/photon/api?q=sol"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      // A guest's link is its secret: the guest's page sends no referrer at all.
      expectSecurityHeaders(response, path.startsWith("/r/") ? "no-referrer" : undefined);
    }
  });

  test("the app's own scripts are served with nosniff", async ({ page, request }) => {
    await page.goto("/sign-in");
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute("src");
    const response = await request.get(script!);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("/favicon.ico and the page's icon are images", async ({ page, request }) => {
    const ico = await request.get("/favicon.ico");
    expect(ico.status()).toBe(200);
    expect(ico.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    await page.goto("/sign-in");
    const href = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href");
    const svg = await request.get(href!);
    expect(svg.status()).toBe(200);
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  });
});

test("the booking map renders under the policy, with no violation reported", { tag: "@map" }, async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto("/book");
  const map = page.getByTestId("booking-map");
  await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 20_000 });
  await expect(map).toHaveAttribute("data-style", /.+/, { timeout: 20_000 });
  // The map's worker starts and draws: its country layer needs the worker to parse GeoJSON.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((r) => r.name.endsWith("/maplibre-gl-worker.mjs")))).toBe(true);
  // A violation of our own, made last: the page reports violations in order, so once this one is reported
  // any the map's start caused has been too (and the listening is shown to work).
  const probe = "http://csp-probe.invalid/probe.png";
  await page.evaluate((src) => void (new Image().src = src), probe);
  await expect.poll(() => violations.some((v) => v.includes(probe))).toBe(true);
  expect(violations.filter((v) => !v.includes(probe))).toEqual([]);
});
