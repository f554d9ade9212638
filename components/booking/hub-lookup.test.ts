import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";

const hubsAction = vi.hoisted(() =>
  vi.fn(async (input: { locs: [number, number][] }) => ({
    ok: true as const,
    data: input.locs.map(([lat]) => (lat > 40.48 ? { uid: `hub-${lat}`, location_id: "loc", title: { en: "T4" }, meeting_points: [] } : null)),
  })),
);
vi.mock("@/app/(desk)/_actions/hubs", () => ({ hubsAction }));

const { batched, hubQuery } = await import("./hub-lookup");

const sol: [number, number] = [40.4169, -3.7035];
const prado: [number, number] = [40.4138, -3.6921];
const t4: [number, number] = [40.4915, -3.5934];

beforeEach(() => {
  hubsAction.mockClear();
});

describe("hub lookup", () => {
  it("looks up the stops shown together in one call", async () => {
    const client = new QueryClient();
    const hubs = await Promise.all([sol, prado, t4].map((loc) => client.fetchQuery(hubQuery(loc))));
    expect(hubsAction).toHaveBeenCalledTimes(1);
    expect(hubsAction).toHaveBeenCalledWith({ locs: [sol, prado, t4] });
    expect(hubs.map((h) => h?.uid ?? null)).toEqual([null, null, `hub-${t4[0]}`]);
  });

  it("asks only for a stop added later, never again for the ones it knows", async () => {
    const client = new QueryClient();
    await Promise.all([sol, prado].map((loc) => client.fetchQuery(hubQuery(loc))));
    await Promise.all([sol, prado, t4].map((loc) => client.fetchQuery(hubQuery(loc))));
    expect(hubsAction.mock.calls.map(([{ locs }]) => locs)).toEqual([[sol, prado], [t4]]);
  });

  it("keeps a stop's key when it moves a metre", () => {
    expect(hubQuery([40.41691, -3.70352]).queryKey).toEqual(hubQuery(sol).queryKey);
    expect(hubQuery(prado).queryKey).not.toEqual(hubQuery(sol).queryKey);
  });
});

describe("batched", () => {
  it("splits a long batch to the call's limit and fails every lookup of a failed call", async () => {
    const fetchMany = vi.fn(async (keys: number[]) => {
      if (keys.includes(3)) throw new Error("down");
      return keys.map((k) => k * 10);
    });
    const load = batched(fetchMany, 2);
    const results = await Promise.allSettled([1, 2, 3].map(load));
    expect(fetchMany.mock.calls).toEqual([[[1, 2]], [[3]]]);
    expect(results).toEqual([
      { status: "fulfilled", value: 10 },
      { status: "fulfilled", value: 20 },
      { status: "rejected", reason: new Error("down") },
    ]);
  });
});

describe("hubs at all the stops", () => {
  it("answers for every stop in order, looking up only the new ones", async () => {
    const { stopHubsQuery } = await import("./hub-lookup");
    const client = new QueryClient();
    await client.fetchQuery(stopHubsQuery(client, [sol, t4]));
    const hubs = await client.fetchQuery(stopHubsQuery(client, [sol, prado, t4]));
    expect(hubs.map((h) => h?.uid ?? null)).toEqual([null, null, `hub-${t4[0]}`]);
    expect(hubsAction.mock.calls.map(([{ locs }]) => locs)).toEqual([[sol, t4], [prado]]);
  });
});
