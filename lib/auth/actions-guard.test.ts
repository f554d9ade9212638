import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { NUL_MESSAGE } from "@/lib/storable-text";
import { FORM_ACTIONS, PUBLIC, REQUIRED_ROLE, ROUTES } from "./guard-inventory.testing";
import type { SessionUser } from "./session";

/** What a reader sees: actions and routes answer in the reader's words (English here). */
const NUL_WORDS = inEnglish(NUL_MESSAGE);

/**
 * Every server action and route handler checks the session and the role itself. This finds every
 * module under app/, components/ and lib/ that starts with "use server" (by its content, whatever
 * its name) and every route handler under app/, and calls each one signed out, with the wrong role
 * and with malformed input. A new action or route handler fails this test until it is listed in
 * guard-inventory.testing.ts.
 */

let signedIn: SessionUser | null = null;
vi.mock("@/lib/auth/session", () => ({ currentUser: async () => signedIn }));
const { signIn } = vi.hoisted(() => ({ signIn: vi.fn() }));
vi.mock("@/lib/auth/config", () => ({ auth: async () => null, signIn, signOut: vi.fn() }));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
const dbCalls = vi.fn();
vi.mock("@/lib/db", () => ({ db: async () => dbCalls() }));
// The webhook receiver's secret lives in the database; here it is a known one, and nothing may be queued.
const queued = vi.fn();
vi.mock("@/lib/parcels/webhook-secret", async (original) => ({ ...(await original<object>()), webhookSecret: async () => "guard-test-secret" }));
vi.mock("@/lib/jobs", () => ({ jobRunner: async () => ({ send: vi.fn() }), send: vi.fn() }));
vi.mock("@/lib/parcels/inbox-writer", () => ({ inboxWriter: () => queued }));

const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|js|jsx|mjs|mts)$/;
const TEST = /\.test\.(ts|tsx|js|jsx|mjs|mts)$/;

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...filesUnder(rel));
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(rel);
  }
  return out;
}

/** The directives at the top of a module (its directive prologue), after any comments. */
function directivesOf(source: string): string[] {
  const found: string[] = [];
  let rest = source.replace(/^\uFEFF/, "").replace(/^#!.*\n/, "");
  for (;;) {
    rest = rest.replace(/^(\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)+/, "");
    const m = /^(["'])([^"'\\\n]*)\1\s*;?/.exec(rest);
    if (!m) return found;
    found.push(m[2]!);
    rest = rest.slice(m[0].length);
  }
}

const sources = ["app", "components", "lib"].flatMap(filesUnder).map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), "utf8") }));
const actionFiles = sources.filter((s) => directivesOf(s.text).includes("use server")).map((s) => s.file);
/** "use server" anywhere else is an inline action, which this test could not find to call. */
const inlineActions = sources.filter((s) => !actionFiles.includes(s.file) && /^\s*(["'])use server\1/m.test(s.text)).map((s) => s.file);
const routeFiles = filesUnder("app").filter((f) => /\/route\.[a-z]+$/.test(f));

const loaders = import.meta.glob<Record<string, unknown>>(["/{app,components,lib}/**/*.{ts,tsx,js,jsx,mjs,mts}", "!**/*.test.*", "!**/*.d.ts"]);
const load = (file: string) => {
  const loader = loaders[`/${file}`];
  if (!loader) throw new Error(`${file} cannot be loaded by this test`);
  return loader();
};

type Action = (input: unknown) => Promise<unknown>;
async function allActions(): Promise<[string, Action, string][]> {
  const found: [string, Action, string][] = [];
  for (const file of actionFiles) {
    for (const [name, value] of Object.entries(await load(file))) found.push([name, value as Action, file]);
  }
  return found;
}

const agent: SessionUser = { id: "00000000-0000-4000-8000-000000000001", email: "agent@example.com", name: "Agent", role: "agent" };
const admin: SessionUser = { ...agent, role: "admin" };
const approver: SessionUser = { ...agent, role: "approver" };
/** Inputs no action's schema accepts. */
const MALFORMED: unknown[] = [42, "text", null, [], { userId: "not-a-uuid", email: "nope", loc: "here", token: 1, password: 2 }];

describe("server actions", () => {
  beforeEach(() => {
    signedIn = null;
    dbCalls.mockReset();
    signIn.mockReset();
  });

  it("are told apart by the directive that opens their module, after any comments", () => {
    expect(directivesOf(`// Admin actions\n/* more */\n"use server";\nexport const a = 1;`)).toEqual(["use server"]);
    expect(directivesOf(`'use strict'\n'use server'\n`)).toEqual(["use strict", "use server"]);
    expect(directivesOf(`import x from "y";\n"use server";`)).toEqual([]);
    expect(directivesOf(`"use client";\nexport function F() {}`)).toEqual(["use client"]);
  });

  it("are found by their content, and none is declared inline", () => {
    expect(actionFiles).toContain("app/(desk)/admin/users/actions.ts");
    expect(actionFiles).toContain("app/(auth)/sign-in/sso-action.ts");
    expect(inlineActions, 'move inline server actions into a "use server" module').toEqual([]);
  });

  it("are all accounted for: each has a required role or a reason to be public", async () => {
    const actions = await allActions();
    for (const [name, value, file] of actions) expect(typeof value, `${file} exports ${name}, which is not a server action`).toBe("function");
    const names = actions.map(([name]) => name).sort();
    expect(new Set(names).size, "two actions share a name; give them distinct names").toBe(names.length);
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

  it("refuse an approver calling any desk or admin action, before touching the database", async () => {
    signedIn = approver;
    const desk = (await allActions()).filter(([name]) => REQUIRED_ROLE[name] === "any" || REQUIRED_ROLE[name] === "admin");
    expect(desk.length).toBeGreaterThan(0);
    for (const [name, run] of desk) {
      const result = await run({});
      expect(result, name).toMatchObject({ ok: false, error: { code: "forbidden" } });
    }
    expect(dbCalls).not.toHaveBeenCalled();
  });

  it("validate their input on the server before touching the database, public and signed-in alike", async () => {
    for (const [name, run] of await allActions()) {
      signedIn = name in PUBLIC ? null : REQUIRED_ROLE[name] === "admin" ? admin : agent;
      for (const input of MALFORMED) {
        const result = await run(input);
        if (FORM_ACTIONS.has(name)) expect(result, `${name}(${JSON.stringify(input)})`).toBeUndefined();
        else expect(result, `${name}(${JSON.stringify(input)})`).toMatchObject({ ok: false, error: { code: "invalid" } });
      }
    }
    expect(dbCalls).not.toHaveBeenCalled();
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe("a NUL character, which PostgreSQL cannot store", () => {
  beforeEach(() => {
    dbCalls.mockReset();
    signIn.mockReset();
  });

  it("is refused by every action at its field, whatever the action's schema says, before touching the database", async () => {
    for (const [name, run] of await allActions()) {
      if (FORM_ACTIONS.has(name)) continue;
      signedIn = name in PUBLIC ? null : REQUIRED_ROLE[name] === "admin" ? admin : agent;
      // A token of the right shape: a malformed one is reported as a broken link, not at a field.
      const result = await run({ note: "a\u0000b", stops: [{ name: "ok" }, { name: "\u0000" }], token: "t".repeat(40) });
      expect(result, name).toMatchObject({ ok: false, error: { code: "invalid", fields: { note: NUL_WORDS, "stops.1.name": NUL_WORDS } } });
    }
    expect(dbCalls).not.toHaveBeenCalled();
    expect(signIn).not.toHaveBeenCalled();
  });

  it("is refused by every guarded route handler in the path and the query, with the field named", async () => {
    for (const [file, rule] of Object.entries(ROUTES)) {
      if (!("role" in rule)) continue;
      const mod = await load(file);
      signedIn = rule.role === "admin" ? admin : agent;
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => typeof mod[m] === "function")) {
        const response = await (mod[method] as (r: Request, c: unknown) => Promise<Response>)(new Request("http://localhost/?q=x%00y", { method }), {
          params: Promise.resolve({ id: "\u0000" }),
        });
        expect(response.status, `${method} ${file}`).toBe(400);
        expect(await response.json(), `${method} ${file}`).toMatchObject({ error: { code: "invalid", fields: { id: NUL_WORDS, q: NUL_WORDS } } });
      }
    }
    expect(dbCalls).not.toHaveBeenCalled();
  });
});

describe("route handlers", () => {
  beforeEach(() => {
    signedIn = null;
    dbCalls.mockReset();
  });

  it("are all classified: guarded with a role, or exempt with a reason", () => {
    expect(routeFiles.length).toBeGreaterThan(0);
    expect(routeFiles.sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [file, rule] of Object.entries(ROUTES)) {
      if ("exempt" in rule) expect(rule.exempt.length, file).toBeGreaterThan(0);
      if ("public" in rule) expect(rule.public.length, file).toBeGreaterThan(0);
      if ("header" in rule) expect(rule.header.length, file).toBeGreaterThan(0);
      if ("signed" in rule) expect(rule.signed.length, file).toBeGreaterThan(0);
    }
  });

  const bySignature = Object.entries(ROUTES).filter((e): e is [string, { signed: string }] => "signed" in e[1]);
  it("signed by the caller refuse an unsigned, wrongly signed or malformed call before touching the database", async () => {
    const { env } = await import("@/lib/env");
    const { twilioSignature } = await import("@/lib/messaging/twilio-signature");
    const { twilio, statusCallbackUrl } = env().messaging;
    const form = new URLSearchParams({ MessageSid: `SM${"a".repeat(32)}`, MessageStatus: "delivered", AccountSid: twilio.accountSid });
    for (const [file] of bySignature) {
      const post = (await load(file)).POST as (r: Request) => Promise<Response>;
      const call = (headers: Record<string, string>, body: URLSearchParams) =>
        post(
          new Request("http://localhost/", {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
            body: body.toString(),
          }),
        );
      expect((await call({}, form)).status, `${file} unsigned`).toBe(403);
      expect(
        (await call({ "x-twilio-signature": twilioSignature("not-the-token", statusCallbackUrl, form) }, form)).status,
        `${file} signed with another token`,
      ).toBe(403);
      expect(
        (await call({ "x-twilio-signature": twilioSignature(twilio.authToken, "http://elsewhere.example/", form) }, form)).status,
        `${file} signed for another URL`,
      ).toBe(403);
      const tampered = new URLSearchParams(form);
      tampered.set("MessageStatus", "failed");
      expect(
        (await call({ "x-twilio-signature": twilioSignature(twilio.authToken, statusCallbackUrl, form) }, tampered)).status,
        `${file} with a changed parameter`,
      ).toBe(403);
      const malformed = new URLSearchParams({ MessageSid: "SM1", MessageStatus: "delivered" });
      expect(
        (await call({ "x-twilio-signature": twilioSignature(twilio.authToken, statusCallbackUrl, malformed) }, malformed)).status,
        `${file} signed but malformed`,
      ).toBe(400);
      expect(dbCalls).not.toHaveBeenCalled();
    }
  });

  const byHeader = Object.entries(ROUTES).filter((e): e is [string, { header: string }] => "header" in e[1]);
  it("authenticated by a header refuse a missing or wrong one, and bad bodies, queuing nothing", async () => {
    const notification = JSON.stringify({ parcel_id: "p-1", code: "1234" });
    for (const [file] of byHeader) {
      const mod = await load(file);
      const post = mod.POST as (r: Request) => Promise<Response>;
      const call = (headers: Record<string, string>, body = notification) => post(new Request("http://localhost/", { method: "POST", headers, body }));
      expect((await call({})).status, `${file} without the header`).toBe(401);
      expect((await call({ authorization: "Bearer not-the-secret" })).status, `${file} with a wrong secret`).toBe(401);
      expect((await call({ authorization: "guard-test-secret" })).status, `${file} without the scheme`).toBe(401);
      const right = { authorization: "Bearer guard-test-secret" };
      expect((await call(right, "{")).status, `${file} with malformed JSON`).toBe(400);
      expect((await call(right, JSON.stringify({ hello: "world" }))).status, `${file} with another shape`).toBe(400);
      expect((await call(right, JSON.stringify({ parcel_id: "p", code: "x".repeat(70_000) }))).status, `${file} too large`).toBe(413);
      expect((await call(right, JSON.stringify({ parcel_id: "p-1", code: "12\u000034" }))).status, `${file} with a NUL it could never store`).toBe(400);
      expect(queued).not.toHaveBeenCalled();
      expect((await call(right)).status, `${file} with the right secret`).toBe(200);
      expect(queued).toHaveBeenCalledTimes(1);
      queued.mockClear();
    }
  });

  it("public with a token refuse a malformed one with the neutral 404, before touching the database", async () => {
    const post = (await load("app/r/[token]/ready/route.ts")).POST as (r: Request, c: unknown) => Promise<Response>;
    for (const token of ["", "short", "x".repeat(5000), "a".repeat(31) + "!", ["a", "b"]]) {
      const response = await post(new Request("http://localhost/", { method: "POST" }), { params: Promise.resolve({ token }) });
      expect(response.status, `token ${JSON.stringify(token).slice(0, 40)}`).toBe(404);
    }
    expect(dbCalls).not.toHaveBeenCalled();
  });

  const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
  const guarded = Object.entries(ROUTES).filter((e): e is [string, { role: "admin" | "any" }] => "role" in e[1]);
  it.skipIf(guarded.length === 0)("refuse callers without the session and role they require, before touching the database", async () => {
    for (const [file, { role }] of guarded) {
      const mod = await load(file);
      for (const method of METHODS.filter((m) => typeof mod[m] === "function")) {
        const call = () =>
          (mod[method] as (r: Request, c: unknown) => Promise<Response>)(new Request("http://localhost/", { method }), { params: Promise.resolve({}) });
        signedIn = null;
        expect((await call()).status, `${method} ${file} signed out`).toBe(401);
        // An approver sees approvals and nothing else: every desk read is refused, as the desk's pages redirect.
        signedIn = approver;
        expect((await call()).status, `${method} ${file} as an approver`).toBe(403);
        if (role === "admin") {
          signedIn = agent;
          expect((await call()).status, `${method} ${file} as an agent`).toBe(403);
        }
      }
    }
    expect(dbCalls).not.toHaveBeenCalled();
  });

  it.skipIf(guarded.length === 0)("validate their path and query before touching the database", async () => {
    for (const [file, { role }] of guarded) {
      const mod = await load(file);
      signedIn = role === "admin" ? admin : agent;
      for (const method of METHODS.filter((m) => typeof mod[m] === "function")) {
        for (const params of [{}, { id: "" }, { id: "x".repeat(5000) }, { id: ["a", "b"] }]) {
          const response = await (mod[method] as (r: Request, c: unknown) => Promise<Response>)(new Request("http://localhost/?page=-1&x=%00", { method }), {
            params: Promise.resolve(params),
          });
          expect(response.status, `${method} ${file} with ${JSON.stringify(params).slice(0, 40)}`).toBe(400);
        }
      }
    }
    expect(dbCalls).not.toHaveBeenCalled();
  });
});

describe("the report export", () => {
  beforeEach(() => {
    signedIn = agent;
    dbCalls.mockReset();
  });

  it("refuses filters it does not understand, before touching the database", async () => {
    const mod = await load("app/api/reports/export/route.ts");
    const get = mod.GET as (r: Request, c: unknown) => Promise<Response>;
    for (const query of [
      "period=forever",
      "group=colour",
      "period=custom",
      "period=custom&from=2026-03-01",
      "period=custom&from=2026-03-10&to=2026-03-01",
      "period=custom&from=2020-01-01&to=2026-01-01",
      "from=2026-13-01",
      "format=xls",
    ]) {
      const response = await get(new Request(`http://localhost/api/reports/export?${query}`), { params: Promise.resolve({}) });
      expect(response.status, query).toBe(400);
    }
    expect(dbCalls).not.toHaveBeenCalled();
  });

  it("answers a download of its own, not JSON, once the filters are valid (Next gives a static route no params)", async () => {
    const mod = await load("app/api/reports/export/route.ts");
    const response = await (mod.GET as (r: Request, c: unknown) => Promise<Response>)(
      new Request("http://localhost/api/reports/export?period=custom&from=2026-03-01&to=2026-03-31"),
      { params: Promise.resolve(undefined) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="ridedesk-rides-2026-03-01-to-2026-03-31.csv"');
  });
});
