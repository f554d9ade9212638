import { describe, expect, it } from "vitest";
import { distanceM } from "@/lib/distance";
import { ALWAYS_SPLIT_ZOOM, groupMeetingPoints, metresPerPixel, pinsApart, type GroupPoint } from "./meeting-point-groups";

// Madrid Puerta de Atocha's three meeting points (sandbox seed), and Terminal 4's first.
const atocha: GroupPoint[] = [
  { id: "arrivals", stopId: "pickup", loc: [40.406, -3.6888], title: "Arrivals", selected: false },
  { id: "carlos-v", stopId: "pickup", loc: [40.4076, -3.6911], title: "Carlos V", selected: true },
  { id: "barcelona", stopId: "pickup", loc: [40.407, -3.6876], title: "Ciudad de Barcelona", selected: false },
];
const t4: GroupPoint = { id: "t4", stopId: "destination", loc: [40.4913, -3.5936], title: "T4", selected: false };

describe("groupMeetingPoints", () => {
  it("groups by stop, numbers each group from 1 in the given order, and measures its closest pair", () => {
    const groups = groupMeetingPoints([atocha[0]!, t4, atocha[1]!, atocha[2]!]);
    expect(groups.map((g) => [g.stopId, g.points.map((p) => `${p.n}:${p.id}`)])).toEqual([
      ["pickup", ["1:arrivals", "2:carlos-v", "3:barcelona"]],
      ["destination", ["1:t4"]],
    ]);
    expect(groups[0]!.spacingM).toBeCloseTo(distanceM(atocha[0]!.loc, atocha[2]!.loc), 6);
    expect(groups[0]!.spacingM).toBeGreaterThan(100);
    expect(groups[0]!.spacingM).toBeLessThan(160);
    expect(groups[0]!.bounds).toEqual([-3.6911, 40.406, -3.6876, 40.4076]);
    expect(groups[1]!.spacingM).toBe(Infinity);
  });
});

describe("pinsApart", () => {
  const [group] = groupMeetingPoints(atocha);
  it("keeps a hub's pins together at a city-wide zoom, where they would sit on the stop's pin, and parts them close up", () => {
    expect(pinsApart(group!, 12)).toBe(false);
    expect(pinsApart(group!, 14)).toBe(false);
    expect(pinsApart(group!, 15)).toBe(true);
  });

  it("always parts a single point, and any group from the closest zooms", () => {
    expect(pinsApart(groupMeetingPoints([t4])[0]!, 3)).toBe(true);
    const twins = groupMeetingPoints([atocha[0]!, { ...atocha[1]!, loc: [40.40601, -3.6888] }])[0]!;
    expect(pinsApart(twins, ALWAYS_SPLIT_ZOOM - 1)).toBe(false);
    expect(pinsApart(twins, ALWAYS_SPLIT_ZOOM)).toBe(true);
  });

  it("measures the map as MapLibre draws it: about 1.19 m a pixel at the equator at zoom 16", () => {
    expect(metresPerPixel(0, 16)).toBeCloseTo(1.194, 2);
    expect(metresPerPixel(60, 16)).toBeCloseTo(0.597, 2);
  });
});
