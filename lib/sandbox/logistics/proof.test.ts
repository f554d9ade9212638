import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { logisticsSandbox, newParcel, receiver } from "./testing";

type S = Awaited<ReturnType<typeof logisticsSandbox>>;
const configure = (s: S, id: string, body: unknown) => s.api("POST", `/v1/parcels/${id}/proof_configuration`, { body });
const NONE = { code_proof: { active: false }, ic_proof: { active: false }, photo_proof: { active: false }, comment_proof: { active: false } };

async function withCodes(s: S) {
  const r = await receiver();
  await s.api("POST", "/v1/webhooks", { body: { hook: "proofCodeGenerated", callback_url: `${r.url}/proofCodeGenerated` } });
  return r;
}

describe("proof-of-delivery configuration (§4)", () => {
  it("answers all four methods, inactive until configured; a method left out becomes inactive", async () => {
    const s = await logisticsSandbox();
    const [p] = await s.create(newParcel(1));
    expect((await s.api("GET", `/v1/parcels/${p!.id}/proof_configuration`)).json).toEqual({ parcel_id: p!.id, delivered_proofs: NONE });
    const set = await configure(s, p!.id, { delivered_proofs: { photo_proof: { active: true }, comment_proof: { active: true }, ic_proof: { active: true } } });
    expect(set.status).toBe(200);
    expect(set.json.delivered_proofs).toEqual({ ...NONE, ic_proof: { active: true }, photo_proof: { active: true }, comment_proof: { active: true } });
    await configure(s, p!.id, { delivered_proofs: { photo_proof: { active: true } } });
    expect((await s.api("GET", `/v1/parcels/${p!.id}/proof_configuration`)).json.delivered_proofs).toEqual({ ...NONE, photo_proof: { active: true } });
    expect((await s.api("GET", "/v1/parcels/7b0c0c56-0000-4000-8000-000000000000/proof_configuration")).status).toBe(404);
  });

  it("refuses a code combined with another method, a hashed_code that is not SHA-256, and fields the spec does not have", async () => {
    const s = await logisticsSandbox();
    const [p] = await s.create(newParcel(1));
    const refusals: [unknown, RegExp][] = [
      [{ delivered_proofs: { code_proof: { active: true }, photo_proof: { active: true } } }, /code_proof cannot be combined/],
      [{ delivered_proofs: { code_proof: { active: true }, ic_proof: { active: true } } }, /code_proof cannot be combined/],
      [{ delivered_proofs: { code_proof: { active: true, hashed_code: "1234" } } }, /^delivered_proofs\.code_proof\.hashed_code must be a SHA-256 hash/],
      [{ delivered_proofs: { code_proof: { active: "yes" } } }, /^delivered_proofs\.code_proof\.active must be/],
      [{ delivered_proofs: { code: { active: true } } }, /^delivered_proofs\.code is not a field/],
      [{ code_proof: { active: true } }, /^code_proof is not a field/],
      [[], /^body must be/],
    ];
    for (const [body, message] of refusals) {
      const r = await configure(s, p!.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.errors[0]).toMatch(message);
    }
    expect((await s.api("GET", `/v1/parcels/${p!.id}/proof_configuration`)).json.delivered_proofs).toEqual(NONE);
  });

  it("sends no code for a parcel shipped without a code proof: the app's old flow, which never configured one", async () => {
    const s = await logisticsSandbox();
    const r = await withCodes(s);
    const [plain, photo] = await s.create(newParcel(1), newParcel(2));
    await configure(s, photo!.id, { delivered_proofs: { photo_proof: { active: true } } });
    await s.ship([plain!.id, photo!.id]);
    await s.run(30 * 60_000, 10_000);
    expect(await s.stateOf(plain!.id)).toBe("delivered");
    expect(r.of("proofCodeGenerated")).toEqual([]);
    expect((await s.api("GET", `/v1/parcels/${plain!.id}/proof_configuration`)).json.delivered_proofs.code_proof).toEqual({ active: false });
  });

  it("generates a 4-digit code for a code proof, sends it at pickup, and shows it in the configuration from then on", async () => {
    const s = await logisticsSandbox();
    const r = await withCodes(s);
    const [p] = await s.create(newParcel(1));
    expect((await configure(s, p!.id, { delivered_proofs: { code_proof: { active: true } } })).json.delivered_proofs.code_proof).toEqual({ active: true });
    await s.ship([p!.id]);
    await s.run(60_000, 5000);
    expect((await s.api("GET", `/v1/parcels/${p!.id}/proof_configuration`)).json.delivered_proofs.code_proof).toEqual({ active: true });
    await s.run(30 * 60_000, 10_000);
    const [sent] = r.of("proofCodeGenerated");
    expect(sent!.body).toEqual({ parcel_id: p!.id, code: expect.stringMatching(/^\d{4}$/) });
    expect((await s.api("GET", `/v1/parcels/${p!.id}/proof_configuration`)).json.delivered_proofs.code_proof).toEqual({ active: true, code: sent!.body.code });
  });

  it("sends no code when the client hashed its own, and keeps the hash", async () => {
    const s = await logisticsSandbox();
    const r = await withCodes(s);
    const [p] = await s.create(newParcel(1));
    const hashed_code = createHash("sha256").update("4821").digest("hex");
    await configure(s, p!.id, { delivered_proofs: { code_proof: { active: true, hashed_code } } });
    await s.ship([p!.id]);
    await s.run(30 * 60_000, 10_000);
    expect(r.of("proofCodeGenerated")).toEqual([]);
    expect((await s.api("GET", `/v1/parcels/${p!.id}/proof_configuration`)).json.delivered_proofs.code_proof).toEqual({ active: true, hashed_code });
  });

  it("takes a configuration made after shipping but before pickup, and withdraws the code when it is switched off", async () => {
    const s = await logisticsSandbox();
    const r = await withCodes(s);
    const [late, withdrawn] = await s.create(newParcel(1), newParcel(2));
    await configure(s, withdrawn!.id, { delivered_proofs: { code_proof: { active: true } } });
    await s.ship([late!.id, withdrawn!.id]);
    await s.run(60_000, 5000);
    await configure(s, late!.id, { delivered_proofs: { code_proof: { active: true } } });
    await configure(s, withdrawn!.id, { delivered_proofs: { comment_proof: { active: true } } });
    await s.run(30 * 60_000, 10_000);
    expect(r.of("proofCodeGenerated").map((n) => n.body.parcel_id)).toEqual([late!.id]);
  });
});
