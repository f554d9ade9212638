import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "./session";

/**
 * Every server action checks the session and the role itself. This finds every action module
 * in app/, and calls each action signed out and with the wrong role. A new action must be
 * listed below, or this test fails.
 */

let signedIn: SessionUser | null = null;
vi.mock("@/lib/auth/session", () => ({ currentUser: async () => signedIn }));
vi.mock("@/lib/auth/config", () => ({ auth: async () => null, signIn: vi.fn(), signOut: vi.fn() }));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
const dbCalls = vi.fn();
vi.mock("@/lib/db", () => ({ db: async () => dbCalls() }));

const REQUIRED_ROLE: Record<string, "admin" | "any"> = {
  createUserAction: "admin",
  changeRoleAction: "admin",
  setActiveAction: "admin",
  resetPasswordAction: "admin",
  unlockUserAction: "admin",
  assignRequestersAction: "admin",
  syncRequestersAction: "admin",
  signOutAction: "any",
  searchPlacesAction: "any",
  reversePlaceAction: "any",
  hubAction: "any",
  pickupZoneAction: "any",
  estimateAction: "any",
  bookJourneyAction: "any",
  savePlaceAction: "any",
};

/** Actions that run before anyone is signed in, each with its own proof instead of a session. */
const PUBLIC: Record<string, string> = {
  signInAction: "signing in is how a session starts",
  ssoSignInAction: "starts the identity provider's sign-in",
  setupAdminAction: "first-run setup; refuses once an admin exists",
  setPasswordAction: "the one-time link is the proof",
};

const modules = import.meta.glob<Record<string, unknown>>(["/app/**/actions.ts", "/app/**/*-action.ts"]);

async function allActions() {
  const found: [string, (input: unknown) => Promise<unknown>][] = [];
  for (const load of Object.values(modules)) {
    for (const [name, value] of Object.entries(await load())) {
      if (typeof value === "function") found.push([name, value as (input: unknown) => Promise<unknown>]);
    }
  }
  return found;
}

const agent: SessionUser = { id: "00000000-0000-4000-8000-000000000001", email: "agent@example.com", name: "Agent", role: "agent" };

describe("server actions", () => {
  beforeEach(() => {
    signedIn = null;
    dbCalls.mockReset();
  });

  it("are all accounted for: each has a required role or a reason to be public", async () => {
    const names = (await allActions()).map(([name]) => name).sort();
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...Object.keys(REQUIRED_ROLE), ...Object.keys(PUBLIC)].sort());
  });

  it("refuse a caller who is not signed in, before touching the database", async () => {
    for (const [name, run] of await allActions()) {
      if (name in PUBLIC) continue;
      const result = await run({});
      expect(result, name).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    }
    expect(dbCalls).not.toHaveBeenCalled();
  });

  it("refuse an agent calling an admin action, before touching the database", async () => {
    signedIn = agent;
    for (const [name, run] of await allActions()) {
      if (REQUIRED_ROLE[name] !== "admin") continue;
      const result = await run({});
      expect(result, name).toMatchObject({ ok: false, error: { code: "forbidden" } });
    }
    expect(dbCalls).not.toHaveBeenCalled();
  });

  it("validate their input on the server whatever the client checked", async () => {
    signedIn = { ...agent, role: "admin" };
    for (const [name, run] of await allActions()) {
      if (REQUIRED_ROLE[name] !== "admin" || name === "syncRequestersAction") continue;
      const result = await run({ userId: "not-a-uuid", email: "nope" });
      expect(result, name).toMatchObject({ ok: false, error: { code: "invalid" } });
    }
  });
});
