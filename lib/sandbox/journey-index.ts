import type { JourneyRecord } from "./state";

/** Journeys by id and by public code, so a lookup does not grow with the number of journeys. */
type Index = { byId: Map<string, JourneyRecord>; byCode: Map<string, JourneyRecord> };

const indexes = new WeakMap<JourneyRecord[], Index>();

/** The index of a journey list, rebuilt when the list was replaced or changed behind its back. */
function indexOf(journeys: JourneyRecord[]): Index {
  let index = indexes.get(journeys);
  if (!index || index.byId.size !== journeys.length) {
    index = { byId: new Map(journeys.map((j) => [j.id, j])), byCode: new Map(journeys.map((j) => [j.code, j])) };
    indexes.set(journeys, index);
  }
  return index;
}

export const journeyById = (journeys: JourneyRecord[], id: string) => indexOf(journeys).byId.get(id);
export const journeyByCode = (journeys: JourneyRecord[], code: string) => indexOf(journeys).byCode.get(code);

export function addJourney(journeys: JourneyRecord[], journey: JourneyRecord): void {
  const index = indexOf(journeys);
  journeys.push(journey);
  index.byId.set(journey.id, journey);
  index.byCode.set(journey.code, journey);
}
