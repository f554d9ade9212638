import { Pool } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase, TEST_ENGINES } from "@/lib/db/testing";
import { jobTargetOfHandle } from "@/lib/jobs/testing";
import type { DbHandle } from "@/lib/db/client";
import { consumeGuestPage } from "./guest-page";
import { createLimiter, type Limiter } from "./limiter";
import { WINDOW_SECONDS, type RateLimits } from "./rules";

const LIMITS: RateLimits = { "guest-page": 5, "guest-address": 20, "guest-ready": 3, "sign-in": 2, webhook: 0 };

/** Consumes n requests, returning the verdicts. */
const hits = async (limiter: Limiter, n: number, route: keyof RateLimits, address: string) => {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await limiter.consume(route, address));
  return out;
};
const allowed = (verdicts: { ok: boolean }[]) => verdicts.filter((v) => v.ok).length;

describe("the rate limiter in memory", () => {
  it("lets a route's number of requests through per window and address, then asks for a wait within the window", async () => {
    const limiter = await createLimiter(LIMITS, null);
    const verdicts = await hits(limiter, 8, "guest-page", "203.0.113.7");
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, true, false, false, false]);
    for (const refused of verdicts.filter((v) => !v.ok)) {
      if (refused.ok) continue;
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
    }
  });

  it("counts each address and each route apart, and a route whose limit is 0 is not limited", async () => {
    const limiter = await createLimiter(LIMITS, null);
    expect(allowed(await hits(limiter, 3, "sign-in", "203.0.113.7"))).toBe(2);
    expect(allowed(await hits(limiter, 3, "sign-in", "203.0.113.8"))).toBe(2);
    expect(allowed(await hits(limiter, 3, "guest-page", "203.0.113.7"))).toBe(3);
    expect(allowed(await hits(limiter, 1_000, "webhook", "203.0.113.7"))).toBe(1_000);
  });
});

/** An office's guests' pages behind one address: each page its own count, the address a higher ceiling. */
async function officeOfGuests(limiters: Limiter[]) {
  const office = "203.0.113.50";
  const at = (i: number) => limiters[i % limiters.length]!;
  // Four pages read five times each: twenty requests, each page within its own five.
  const pages = await Promise.all(Array.from({ length: 20 }, (_, i) => consumeGuestPage(at(i), `page${i % 4}`, office)));
  expect(allowed(pages)).toBe(20);
  // Past the address's twenty, a fifth page is refused too, while another address is not.
  expect((await consumeGuestPage(at(0), "page4", office)).ok).toBe(false);
  expect((await consumeGuestPage(at(1), "page4", "203.0.113.51")).ok).toBe(true);
  // One page read too often is refused alone: another page from the same address goes on.
  const home = "203.0.113.52";
  expect(allowed(await Promise.all(Array.from({ length: 8 }, (_, i) => consumeGuestPage(at(i), "busy", home))))).toBe(5);
  expect((await consumeGuestPage(at(0), "quiet", home)).ok).toBe(true);
}

describe("guests' pages in memory", () => {
  it("count per page and address, under a higher ceiling per address", async () => {
    await officeOfGuests([await createLimiter(LIMITS, null)]);
  });
});

describe.skipIf(!TEST_ENGINES.includes("postgres"))("the rate limiter on PostgreSQL", () => {
  let handle: DbHandle | undefined;
  const pools: Pool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await handle?.close();
  });

  it("holds across processes: limiters starting together on one database let the number through between them", async () => {
    handle = await freshDatabase("postgres");
    const target = jobTargetOfHandle(handle);
    if (target.engine !== "postgres") throw new Error("expected PostgreSQL");
    // Processes starting together each make sure of the counters' schema and table.
    const limiters = await Promise.all(
      Array.from({ length: 6 }, () => {
        const pool = new Pool({ connectionString: target.url, max: 2 });
        pools.push(pool);
        return createLimiter(LIMITS, { pool });
      }),
    );
    const [a, b] = limiters;
    const verdicts = await Promise.all(Array.from({ length: 12 }, (_, i) => limiters[i % limiters.length]!.consume("guest-page", "198.51.100.1")));
    expect(allowed(verdicts)).toBe(5);
    // Refused from memory once over, and from the shared count by the others.
    expect((await a!.consume("guest-page", "198.51.100.1")).ok).toBe(false);
    expect((await b!.consume("guest-page", "198.51.100.1")).ok).toBe(false);
    expect((await b!.consume("guest-page", "198.51.100.2")).ok).toBe(true);
  });

  it("counts guests' pages per page and address, under a ceiling per address, across processes", async () => {
    const target = jobTargetOfHandle(handle!);
    if (target.engine !== "postgres") throw new Error("expected PostgreSQL");
    const limiters = await Promise.all(
      Array.from({ length: 2 }, () => {
        const pool = new Pool({ connectionString: target.url, max: 2 });
        pools.push(pool);
        return createLimiter(LIMITS, { pool });
      }),
    );
    await officeOfGuests(limiters);
  });
});
