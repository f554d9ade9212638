import { describe, expect, it, vi } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createUser } from "@/lib/accounts/queries";
import { replaceRequesters, setAgentRequesters } from "@/lib/accounts/requester-queries";
import { upsertLabels } from "@/lib/labels/queries";
import { createGeocoder } from "@/lib/geocoder/geocoder";
import { createProviderClient, type ProviderClient } from "@/lib/provider/client";
import { serveSandbox } from "@/lib/sandbox/testing";
import { USERS } from "@/lib/sandbox/seed/users";
import { SEED_LABELS } from "@/lib/sandbox/seed/labels";
import { defaultPolicy } from "@/lib/policy/rules";
import { inEnglish } from "@/lib/i18n/in-english";
import { LOCALES } from "@/lib/locales";
import { applyMapping, matchColumns } from "./columns";
import { readSheet } from "./read-sheet";
import { templateFileName, templateXlsx } from "./template";

const current = vi.hoisted(() => ({ client: null as ProviderClient | null }));
vi.mock("@/lib/provider", async (original) => ({ ...(await original<typeof import("@/lib/provider")>()), provider: () => current.client! }));
vi.mock("@/lib/auth/secret", () => ({ authSecret: () => "test-secret" }));

const { checkRows } = await import("./check-row");
const { priceBasket } = await import("@/lib/booking/price-basket");

/**
 * The template as a desk downloads it, uploaded unchanged: every example row is checked and priced
 * on the sandbox (its labels, a mobile it takes, places its geocoder finds, pickups in its area), by
 * an agent with a default requester, as a new desk tries the events page first.
 */
describe.each(TEST_ENGINES)("the event template uploaded unchanged, on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it.each(LOCALES)("checks and prices every example row of the %s template", async (locale) => {
    const s = await serveSandbox();
    current.client = createProviderClient({ baseUrl: s.url, authUrl: s.url, ...s.sandbox.credentials }, { fetch: s.fetch, retry: { sleep: async () => {} } });
    const geocoder = createGeocoder({ baseUrl: `${s.url}/photon`, fetch: s.fetch });
    await replaceRequesters(
      h.db,
      USERS.filter((u) => u.state === "active"),
    );
    const agent = await createUser(h.db, { email: `agent-${locale}-${crypto.randomUUID().slice(0, 8)}@desk.test`, name: "Agent", role: "agent" });
    await setAgentRequesters(h.db, agent.id, [USERS[0]!.id], USERS[0]!.id);
    await upsertLabels(
      h.db,
      SEED_LABELS("client").map((l) => ({ id: l.id, slug: l.slug, name: l.name, active: l.active })),
    );

    const sheet = await readSheet({ name: templateFileName(locale, "xlsx"), bytes: await templateXlsx(locale) });
    if (!sheet.ok) throw new Error(sheet.error);
    const rows = applyMapping(sheet.rows, matchColumns(sheet.headers).mapping, sheet.rowNumbers);
    const checked = await checkRows(rows, {
      db: h.db,
      user: { id: agent.id, role: "agent", locale },
      policy: defaultPolicy(false),
      now: Date.now(),
      locale,
      geocode: (q) => geocoder.search(q),
      hubAt: ([lat, lng]) => current.client!.hub(lat, lng),
    });
    expect(
      checked.map((r) => ({ row: r.rowNumber, status: r.status, errors: Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, inEnglish(v)])) })),
    ).toEqual(rows.map((r) => ({ row: r.rowNumber, status: "ok", errors: {} })));
    for (const row of checked) {
      const b = row.booking!;
      const priced = await priceBasket({ requesterId: b.requesterId, stops: b.stops.map((stop) => stop.loc as [number, number]), when: b.when });
      expect(priced.products.length, `row ${row.rowNumber}`).toBeGreaterThan(0);
    }
  });
});
