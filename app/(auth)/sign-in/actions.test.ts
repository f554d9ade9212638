import { beforeAll, describe, expect, it, vi } from "vitest";

const passwordSignIn = vi.fn(async () => ({ code: "invalid" as const, message: "That email and password do not match." }));
let address = "203.0.113.9";
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": address }) }));
vi.mock("@/lib/auth/sign-in", () => ({ passwordSignIn }));

let signInAction: typeof import("./actions").signInAction;
beforeAll(async () => {
  vi.stubEnv("RATE_LIMIT_SIGN_IN", "2");
  ({ signInAction } = await import("./actions"));
});

const attempt = () => signInAction({ email: "ona@example.com", password: "a guess", next: "/" });

describe("the sign-in form under load", () => {
  it("tells a network past the limit how long to wait, without checking the password", async () => {
    for (let i = 0; i < 2; i++) expect(await attempt()).toMatchObject({ ok: false, error: { code: "invalid" } });
    const refused = await attempt();
    expect(refused).toMatchObject({ ok: false, error: { code: "rate_limited", retryable: true } });
    expect(!refused.ok && refused.error.message).toMatch(/^Too many attempts from your network\. Try again in \d+ seconds?\.$/);
    expect(passwordSignIn).toHaveBeenCalledTimes(2);
    address = "203.0.113.10";
    expect(await attempt()).toMatchObject({ ok: false, error: { code: "invalid" } });
  });
});
