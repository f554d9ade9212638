import { describe, expect, it } from "vitest";
import { ActionError } from "@/lib/action-result";
import { inEnglish } from "@/lib/i18n/in-english";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { receiver } from "@/lib/sandbox/logistics/testing";
import { handleNotification, notificationSchema } from "./notifications";
import { configureParcelProof, createParcelBatch, shipParcels } from "./operations";
import { NO_PROOF } from "./proof";
import { parcelById } from "./queries";
import { reconcileParcel } from "./reconcile";
import { EXPRESS, draft, parcelPeople, parcelSandbox } from "./testing";

/** A refusal as an English reader reads it. */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof ActionError ? { code: e.code, message: inEnglish(e.message) } : Promise.reject(e)),
  );

describe.each(TEST_ENGINES)("proof of delivery on %s", (engine) => {
  const h = useFreshDatabase(engine);

  async function desk() {
    const s = await parcelSandbox();
    const deps = s.deps(h.db, (await parcelPeople(h.db)).agent);
    const [p] = (await createParcelBatch(deps, { drafts: [draft("proof")] })).parcels;
    const sentTo = () => s.sandbox.state.requests.filter((r) => r.path === `/logistics/v1/parcels/${p!.providerId}/proof_configuration`).map((r) => r.body);
    return { s, deps, parcel: p!, sentTo };
  }

  it("configures a code before shipping, and the code then arrives when the courier has the parcel", async () => {
    const { s, deps, parcel, sentTo } = await desk();
    const r = await receiver();
    await s.logistics.createWebhook({ hook: "proofCodeGenerated", callback_url: `${r.url}/proofCodeGenerated` });
    const proof = await configureParcelProof(deps, { parcelId: parcel.id, methods: { ...NO_PROOF, code: true } });
    expect(proof).toEqual({ code: true, photo: false, idCheck: false, comment: false, at: expect.any(String) });
    expect(sentTo()).toEqual([
      { delivered_proofs: { code_proof: { active: true }, ic_proof: { active: false }, photo_proof: { active: false }, comment_proof: { active: false } } },
    ]);
    expect((await parcelById(h.db, parcel.id))!.proof).toEqual(proof);

    await shipParcels(deps, { parcelIds: [parcel.id], shippingTypeId: EXPRESS });
    await s.run(30 * 60_000, 10_000);
    const [code] = r.of("proofCodeGenerated");
    expect(code?.body).toEqual({ parcel_id: parcel.providerId, code: expect.stringMatching(/^\d{4}$/) });
    await handleNotification(h.db, notificationSchema.parse(code!.body), new Date(s.clock.now()));
    expect((await parcelById(h.db, parcel.id))!.proofCode).toBe(code!.body.code);
  });

  it("reads a code whose notification never came back from the provider's configuration", async () => {
    const { s, deps, parcel } = await desk();
    await configureParcelProof(deps, { parcelId: parcel.id, methods: { ...NO_PROOF, code: true } });
    await shipParcels(deps, { parcelIds: [parcel.id], shippingTypeId: EXPRESS });
    // On the way to the recipient, with no notification subscribed: the code was made but never sent.
    const state = async () => (await s.logistics.parcelStatus(parcel.providerId!)).state;
    for (let i = 0; i < 360 && (await state()) !== "intransit"; i++) await s.run(10_000, 10_000);
    expect(await state()).toBe("intransit");
    expect((await parcelById(h.db, parcel.id))!.proofCode).toBeNull();
    await reconcileParcel(h.db, s.logistics, parcel.id, new Date(s.clock.now()));
    const code = s.stored().find((p) => p.id === parcel.providerId)?.proof_code;
    expect(code).toMatch(/^\d{4}$/);
    expect((await parcelById(h.db, parcel.id))!.proofCode).toBe(code);
  });

  it("keeps the photo, ID check and comment together, as the provider confirms them", async () => {
    const { deps, parcel } = await desk();
    const proof = await configureParcelProof(deps, { parcelId: parcel.id, methods: { code: false, photo: true, idCheck: true, comment: true } });
    expect(proof).toMatchObject({ code: false, photo: true, idCheck: true, comment: true });
  });

  it("shows the provider's refusal of a code with another method in words (the form's schema refuses it first)", async () => {
    const { deps, parcel } = await desk();
    expect(await failure(configureParcelProof(deps, { parcelId: parcel.id, methods: { ...NO_PROOF, code: true, photo: true } }))).toEqual({
      code: "provider",
      message: expect.stringMatching(/code_proof cannot be combined/),
    });
    expect((await parcelById(h.db, parcel.id))!).toMatchObject({ proof: null, error: { operation: "proof of delivery" } });
  });

  it("is set before shipping: once a shipment is requested or under way, it is refused without asking the provider", async () => {
    const { s, deps, parcel, sentTo } = await desk();
    await shipParcels(deps, { parcelIds: [parcel.id], shippingTypeId: EXPRESS });
    expect(await failure(configureParcelProof(deps, { parcelId: parcel.id, methods: { ...NO_PROOF, photo: true } }))).toMatchObject({ code: "in_progress" });
    await s.run(60_000);
    await reconcileParcel(h.db, s.logistics, parcel.id, new Date(s.clock.now()));
    expect(await failure(configureParcelProof(deps, { parcelId: parcel.id, methods: { ...NO_PROOF, photo: true } }))).toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/has been shipped/),
    });
    expect(sentTo()).toEqual([]);
  });
});
