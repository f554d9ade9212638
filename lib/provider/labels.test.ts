import { describe, expect, it } from "vitest";
import { serveSandbox } from "@/lib/sandbox/testing";
import { createProviderClient } from "./client";
import { ProviderError } from "./errors";

/** A client of a sandbox on a loopback port, with every request's method, path and query kept. */
async function setup() {
  const s = await serveSandbox();
  const urls: { method: string; url: URL }[] = [];
  const doFetch: typeof fetch = (input, init) => {
    urls.push({ method: init?.method ?? "GET", url: new URL(String(input)) });
    return s.fetch(input, init);
  };
  const client = createProviderClient({ baseUrl: s.url, authUrl: s.url, ...s.sandbox.credentials }, { fetch: doFetch, retry: { sleep: async () => {} } });
  return { ...s, client, urls };
}

const catchError = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ProviderError,
  );

describe("labels through the provider client", () => {
  it("lists every label across pages, active and inactive", async () => {
    const { client, sandbox, urls } = await setup();
    const clientId = sandbox.credentials.clientId;
    for (let i = 0; i < 230; i++) {
      sandbox.state.labels.push({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        client_id: clientId,
        slug: `cc-${i}`,
        name: `CC ${i}`,
        description: "",
        active: i % 2 === 0,
      });
    }
    const all = await client.allLabels();
    expect(all).toHaveLength(234);
    expect(new Set(all.map((l) => l.slug)).size).toBe(234);
    expect(all.filter((l) => !l.active)).toHaveLength(116);
    const pages = urls.filter((u) => u.url.pathname === "/api/v4/labels").map((u) => u.url.searchParams.get("page"));
    expect(pages).toEqual(["1", "2", "3"]);
  });

  it("creates a label and reads back the slug the provider gave it", async () => {
    const { client, sandbox } = await setup();
    const label = await client.createLabel({ name: "Márketing España", description: "Spain" });
    expect(label).toMatchObject({ slug: "marketing-espana", name: "Márketing España", description: "Spain", active: true });
    expect(sandbox.state.labels.find((l) => l.id === label.id)?.slug).toBe("marketing-espana");
  });

  it("reports the provider's refusal of a slug that exists, blaming the name", async () => {
    const { client } = await setup();
    const e = await catchError(client.createLabel({ name: "sales emea" }));
    expect(e).toBeInstanceOf(ProviderError);
    expect(e).toMatchObject({ kind: "bad_request", status: 400, field: "name" });
    expect(e?.providerMessage).toMatch(/sales-emea/);
  });

  it("never repeats a creation after a 5xx, which may have created the label", async () => {
    const { client, sandbox, sent } = await setup();
    await client.labels(); // holds a token, so the fault meets the creation
    sandbox.state.faults.next.push(503);
    expect(await catchError(client.createLabel({ name: "Board" }))).toMatchObject({ kind: "server_error", attempts: 1 });
    expect(sent("/api/v4/labels").filter((l) => l.method === "POST")).toHaveLength(1);
  });

  it("deactivates and reactivates a label with its id as a query parameter", async () => {
    const { client, urls } = await setup();
    const { id } = await client.createLabel({ name: "Board visits" });
    expect(await client.updateLabel(id, { active: false })).toMatchObject({ id, active: false });
    expect((await client.labels({ active: false })).data.map((l) => l.id)).toContain(id);
    expect(await client.updateLabel(id, { active: true })).toMatchObject({ id, active: true });
    const patches = urls.filter((u) => u.method === "PATCH");
    expect(patches.map((u) => `${u.url.pathname}?${u.url.searchParams}`)).toEqual([`/api/v4/labels?id=${id}`, `/api/v4/labels?id=${id}`]);
    expect((await catchError(client.updateLabel("no-such-id", { active: false })))?.kind).toBe("not_found");
  });
});
