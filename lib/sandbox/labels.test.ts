import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { slugify } from "./labels";
import { testSandbox, type TestSandbox } from "./testing";

let t: TestSandbox;
let tok: string;
beforeEach(async () => {
  t = testSandbox();
  tok = await t.token();
});

const SLUG = /^([a-z0-9]+(-[a-z0-9]+)*)?$/;

describe("label slugs", () => {
  it("follow the provider's rule on the spec's examples and on letters decomposition leaves whole", () => {
    expect(slugify("R&D")).toBe("rd");
    expect(slugify("Márketing España")).toBe("marketing-espana");
    expect(slugify("Straße Øresund Łódź")).toBe("strasse-oresund-lodz");
    expect(slugify("  --Sales -- EMEA--  ")).toBe("sales-emea");
    expect(slugify("Q1/Q2 2026: Events")).toBe("q1q2-2026-events");
    expect(slugify("!!!")).toBe("");
  });

  it("are always lower-case ASCII words joined by single dashes, and stable when slugged again", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (name) => {
        const slug = slugify(name);
        expect(slug).toMatch(SLUG);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });

  it("ignore case and accents, so names that differ only by them collide", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){0,2}$/), (name) => {
        const accented = name.replace(/a/g, "á").replace(/e/g, "é").replace(/n/g, "ñ").toUpperCase();
        expect(slugify(accented)).toBe(slugify(name));
      }),
    );
  });

  it("are refused clearly when another label has the slug, whatever the spelling", async () => {
    const first = await t.call("POST", "/api/v4/labels", { token: tok, body: { name: "Márketing España" } });
    expect(first.json.data.slug).toBe("marketing-espana");
    const again = await t.call("POST", "/api/v4/labels", { token: tok, body: { name: "MARKETING  espana!" } });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ field: "name" });
    expect(again.text).toMatch(/marketing-espana.*already/);
    const none = await t.call("POST", "/api/v4/labels", { token: tok, body: { name: "&&&" } });
    expect(none.status).toBe(400);
    expect(none.text).toMatch(/letter or digit/);
  });
});

describe("label paging", () => {
  async function seedLabels(n: number) {
    for (let i = 0; i < n; i++) await t.call("POST", "/api/v4/labels", { token: tok, body: { name: `Cost centre ${i}`, active: i % 3 !== 0 } });
  }

  it("walks every label once across pages, in the documented shape", async () => {
    await seedLabels(41);
    const total = (await t.call("GET", "/api/v4/labels", { token: tok, query: { per: "100" } })).json.total;
    expect(total).toBe(45); // with the four seeded labels
    for (const per of [1, 7, 20, 45, 100]) {
      const seen: string[] = [];
      const pages = Math.ceil(total / per);
      for (let page = 1; page <= pages; page++) {
        const r = await t.call("GET", "/api/v4/labels", { token: tok, query: { per: String(per), page: String(page) } });
        expect(Object.keys(r.json).sort()).toEqual(["data", "page", "pages", "per", "total"]);
        expect(r.json).toMatchObject({ page, per, pages, total });
        seen.push(...r.json.data.map((l: { id: string }) => l.id));
      }
      expect(new Set(seen).size).toBe(total);
    }
  });

  it("defaults to 20 a page from page 1, answers past the last page with no labels, and filters by active before paging", async () => {
    await seedLabels(30);
    const first = await t.call("GET", "/api/v4/labels", { token: tok });
    expect(first.json).toMatchObject({ page: 1, per: 20, total: 34, pages: 2 });
    expect(first.json.data).toHaveLength(20);
    const past = await t.call("GET", "/api/v4/labels", { token: tok, query: { page: "9" } });
    expect(past.json).toMatchObject({ page: 9, data: [], total: 34 });
    const inactive = await t.call("GET", "/api/v4/labels", { token: tok, query: { active: "false", per: "5" } });
    expect(inactive.json.total).toBe(11); // ten made inactive here and one seeded
    expect(inactive.json.pages).toBe(3);
    expect(inactive.json.data.every((l: { active: boolean }) => !l.active)).toBe(true);
  });

  it("refuses paging that is not a whole number in range", async () => {
    for (const [name, value] of [
      ["per", "0"],
      ["per", "101"],
      ["per", "2.5"],
      ["page", "0"],
      ["page", "x"],
      ["active", "yes"],
    ] as const) {
      const r = await t.call("GET", "/api/v4/labels", { token: tok, query: { [name]: value } });
      expect(r.status, `${name}=${value}`).toBe(400);
      expect(r.json.field).toBe(name);
    }
  });
});

describe("the request log", () => {
  it("keeps label creations and updates as the client sent them", async () => {
    const created = await t.call("POST", "/api/v4/labels", { token: tok, body: { name: "Logged" } });
    await t.call("PATCH", "/api/v4/labels", { token: tok, query: { id: created.json.data.id }, body: { active: false } });
    const log = t.sandbox.state.requests.filter((r) => r.path === "/api/v4/labels");
    expect(log.map((r) => [r.method, r.body])).toEqual([
      ["POST", { name: "Logged" }],
      ["PATCH", { active: false }],
    ]);
  });
});
