import { describe, expect, it } from "vitest";
import { estimateAndBook, ORIGIN, testSandbox } from "./testing";

async function setup() {
  const t = testSandbox();
  const tok = await t.token();
  const basic = `Basic ${Buffer.from(`${t.sandbox.credentials.clientId}:${t.sandbox.credentials.clientSecret}`).toString("base64")}`;
  const book = (name: string) => estimateAndBook(t, tok, { journey: { rider: { name, mobile: { mobile_cc: "34", mobile_num: "600111222" } } } });
  const count = async (query = "", authorization = basic) => {
    const r = await t.sandbox.handle(new Request(`${ORIGIN}/_sandbox/journeys/count${query}`, { headers: { authorization } }));
    return { status: r.status, json: await r.json().catch(() => undefined) };
  };
  return { book, count };
}

describe("counting journeys by rider", () => {
  it("counts every journey, one rider's, or riders named alike, listing those with more than one", async () => {
    const s = await setup();
    for (const name of ["Event 7 · Guest 001", "Event 7 · Guest 002", "Event 7 · Guest 002", "Event 8 · Guest 001"]) {
      expect((await s.book(name)).booked.status).toBe(200);
    }
    expect((await s.count()).json).toEqual({ journeys: 4, riders: 3, repeated: [{ rider_name: "Event 7 · Guest 002", journeys: 2 }] });
    expect((await s.count(`?rider_prefix=${encodeURIComponent("Event 7 · ")}`)).json).toEqual({
      journeys: 3,
      riders: 2,
      repeated: [{ rider_name: "Event 7 · Guest 002", journeys: 2 }],
    });
    expect((await s.count(`?rider=${encodeURIComponent("Event 8 · Guest 001")}`)).json).toEqual({ journeys: 1, riders: 1, repeated: [] });
    expect((await s.count("?rider=Nobody")).json).toEqual({ journeys: 0, riders: 0, repeated: [] });
  });

  it("is the sandbox's control surface: refused without its client's credentials", async () => {
    const s = await setup();
    expect((await s.count("", "Basic " + Buffer.from("someone:else").toString("base64"))).status).toBe(401);
  });
});
