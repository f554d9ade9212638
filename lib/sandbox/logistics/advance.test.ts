import { describe, expect, it } from "vitest";
import { logisticsSandbox, newParcel, receiver } from "./testing";

describe("moving a parcel on (control)", () => {
  it("brings a shipment to a later state now, and its notifications, passed-over states included, fall due in order", async () => {
    const s = await logisticsSandbox();
    const hooks = await receiver();
    await s.api("POST", "/v1/webhooks", { body: { hook: "parcel", callback_url: `${hooks.url}/parcel` } });
    const [p, other] = await s.create(newParcel(1), newParcel(2));
    await s.ship([p!.id, other!.id]);
    await s.run(6_000);
    expect(await s.stateOf(p!.id)).toBe("qualifiedforpickup");

    const moved = await s.control("POST", `/parcels/${p!.id}/advance`, { to: "delivered" });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ id: p!.id, state: "delivered" });
    expect(await s.stateOf(p!.id)).toBe("delivered");
    // The timeline reads in order, after the states already reached.
    const timeline = (await s.api("GET", `/v1/parcels/${p!.id}/timeline`)).json.timeline as { state: string; state_updated_at: string }[];
    expect(timeline.map((e) => e.state)).toEqual(["ready", "qualifiedforpickup", "onroutetopickup", "pickingup", "intransit", "delivering", "delivered"]);
    const times = timeline.map((e) => Date.parse(e.state_updated_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The other parcel keeps its pace.
    expect(await s.stateOf(other!.id)).toBe("qualifiedforpickup");

    await s.sandbox.logistics.flush();
    const states = hooks
      .of("parcel")
      .filter((r) => r.body.id === p!.id)
      .map((r) => r.body.state);
    expect(states).toEqual(["qualifiedforpickup", "onroutetopickup", "pickingup", "intransit", "delivering", "delivered"]);
    // Nothing is sent twice from the old times.
    await s.run(30 * 60_000, 60_000);
    expect(hooks.of("parcel").filter((r) => r.body.id === p!.id)).toHaveLength(6);
  });

  it("does nothing for a state reached, and refuses one this shipment will not reach, or a bad state, in words", async () => {
    const s = await logisticsSandbox();
    const [p, unshipped] = await s.create(newParcel(1), newParcel(2));
    await s.ship([p!.id]);
    await s.control("POST", `/parcels/${p!.id}/advance`, { to: "intransit" });
    const again = await s.control("POST", `/parcels/${p!.id}/advance`, { to: "intransit" });
    expect(await again.json()).toEqual({ id: p!.id, state: "intransit" });
    const returned = await s.control("POST", `/parcels/${p!.id}/advance`, { to: "returned" });
    expect(returned.status).toBe(409);
    expect(await returned.text()).toContain(`parcel ${p!.id} has no returned still to come`);
    expect((await s.control("POST", `/parcels/${unshipped!.id}/advance`, { to: "delivered" })).status).toBe(409);
    const bad = await s.control("POST", `/parcels/${p!.id}/advance`, { to: "teleported" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("to must be one of qualifiedforpickup");
  });
});
