import { beforeAll, describe, expect, it, vi } from "vitest";

type Route = typeof import("./route");
let GET: Route["GET"];

beforeAll(async () => {
  vi.stubEnv("RATE_LIMIT_GUEST_PAGE", "3");
  ({ GET } = await import("./route"));
});

/** A request for a guest's page from one client, as a trusted proxy reports it. */
const visit = (address: string) =>
  GET(new Request("http://localhost/r/not-a-guest-token", { headers: { "x-forwarded-for": address } }), {
    params: Promise.resolve({ token: "not-a-guest-token" }),
  });

describe("the guest's page under load", () => {
  it("answers a client past its limit 429 with Retry-After, while another client is served", async () => {
    for (let i = 0; i < 3; i++) expect((await visit("203.0.113.7")).status).toBe(404);
    const refused = await visit("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect((await visit("203.0.113.8")).status).toBe(404);
  });
});
