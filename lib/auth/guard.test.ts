import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ProviderError } from "@/lib/provider/errors";
import type { SessionUser } from "./session";

let signedIn: SessionUser | null = null;
vi.mock("@/lib/auth/session", () => ({ currentUser: async () => signedIn }));
vi.mock("@/lib/db", () => ({ db: async () => ({}) }));
let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));
const redirect = vi.fn((url: string) => {
  throw new Error(`redirect ${url}`);
});
vi.mock("next/navigation", () => ({ redirect: (url: string) => redirect(url), forbidden: vi.fn() }));

const { action, ActionError, requireUser } = await import("./guard");

const admin: SessionUser = { id: "u1", email: "a@example.com", name: "A", role: "admin" };
const schema = z.object({ name: z.string().min(2, "Too short.") });

describe("action guard", () => {
  beforeEach(() => {
    signedIn = admin;
  });

  it("passes the parsed input and the user to the action", async () => {
    const run = action({ role: "admin", schema }, async (input, { user }) => `${input.name} by ${user.email}`);
    expect(await run({ name: "Ana" })).toEqual({ ok: true, data: "Ana by a@example.com" });
  });

  it("lets any signed-in role through when the role is any, and agents not to admin actions", async () => {
    signedIn = { ...admin, role: "agent" };
    expect(await action({ role: "any", schema }, async () => 1)({ name: "Ana" })).toEqual({ ok: true, data: 1 });
    expect(await action({ role: "admin", schema }, async () => 1)({ name: "Ana" })).toMatchObject({ ok: false, error: { code: "forbidden" } });
  });

  it("returns field errors for bad input", async () => {
    const result = await action({ role: "admin", schema }, async () => 1)({ name: "A" });
    expect(result).toEqual({ ok: false, error: { code: "invalid", message: "Some fields need attention.", fields: { name: "Too short." } } });
  });

  it("turns expected failures into results, and hides unexpected ones", async () => {
    const expected = action({ role: "admin", schema }, async () => {
      throw new ActionError("conflict", "Already there.", { name: "Taken." });
    });
    expect(await expected({ name: "Ana" })).toEqual({ ok: false, error: { code: "conflict", message: "Already there.", fields: { name: "Taken." } } });

    const provider = action({ role: "admin", schema }, async () => {
      throw new ProviderError(503, "upstream exploded at line 3", null, "estimate");
    });
    const p = await provider({ name: "Ana" });
    expect(p).toMatchObject({ ok: false, error: { code: "provider", retryable: true } });
    expect(JSON.stringify(p)).not.toContain("exploded");

    // Not repeated by the client, but a person may try again; a refusal is not worth repeating.
    const slow = await action({ role: "admin", schema }, async () => {
      throw new ProviderError(0, null, null, "estimate", "timeout");
    })({ name: "Ana" });
    expect(slow).toMatchObject({ ok: false, error: { code: "provider", retryable: true } });
    const refused = await action({ role: "admin", schema }, async () => {
      throw new ProviderError(400, "stops must have at least 2 stops", "stops", "estimate");
    })({ name: "Ana" });
    expect(refused).toMatchObject({ ok: false, error: { code: "provider", retryable: false } });

    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const boom = action({ role: "admin", schema }, async () => {
      throw new Error("secret database detail");
    });
    const b = await boom({ name: "Ana" });
    expect(b).toMatchObject({ ok: false, error: { code: "unexpected" } });
    expect(JSON.stringify(b)).not.toContain("secret");
    spy.mockRestore();
  });
});

describe("pages for signed-in users", () => {
  beforeEach(() => {
    signedIn = null;
    redirect.mockClear();
  });

  const signInFor = async (path: string | null) => {
    requestHeaders = new Headers(path === null ? {} : { "x-ridedesk-path": path });
    await expect(requireUser()).rejects.toThrow(/^redirect /);
    return redirect.mock.calls.at(-1)![0];
  };

  it("send a signed-out visitor to sign-in and back to the page asked for, query included", async () => {
    expect(await signInFor("/book?x=1")).toBe("/sign-in?next=%2Fbook%3Fx%3D1");
    expect(await signInFor("/admin/audit?action=auth.locked&q=a%26b")).toBe(`/sign-in?next=${encodeURIComponent("/admin/audit?action=auth.locked&q=a%26b")}`);
  });

  it("send a visitor to plain sign-in from home, without a page, or from a path that would leave the site", async () => {
    expect(await signInFor("/")).toBe("/sign-in");
    expect(await signInFor(null)).toBe("/sign-in");
    expect(await signInFor("//evil.example/x")).toBe("/sign-in");
    expect(await signInFor("/\t/evil.example/x")).toBe("/sign-in");
  });

  it("let a signed-in user through", async () => {
    signedIn = admin;
    expect(await requireUser("admin")).toEqual(admin);
    expect(redirect).not.toHaveBeenCalled();
  });
});
