import { ATOCHA } from "./hub-defs/madrid-atocha";
import { CHAMARTIN } from "./hub-defs/madrid-chamartin";
import { T1 } from "./hub-defs/madrid-t1";
import { T2 } from "./hub-defs/madrid-t2";
import { T4 } from "./hub-defs/madrid-t4";
import type { HubDef, HubImageSpec, MeetingPointDef } from "./hub-defs/types";
import type { SeedHub, SeedMeetingPoint } from "./types";

export type { HubImageSpec, StepIcon } from "./hub-defs/types";

/**
 * The sandbox's hubs: airport terminals and railway stations where a pickup must happen at a
 * meeting point. Coordinates are the real places'; doors, floors and the signs quoted in the
 * steps are plausible for each building but are the sandbox's own world, not a survey.
 *
 * Each step also carries a pictogram and a short caption: they are not part of SeedHub, and
 * serve only to draw the step images (see draw-hub-images.ts, which reads HUB_IMAGES).
 */

const HUB_DEFS: HubDef[] = [T1, T2, T4, ATOCHA, CHAMARTIN];

const imageDir = (hubUid: string, mpUid: string) => `/sandbox-assets/hubs/${hubUid}/${mpUid}`;

function toMeetingPoint(hubUid: string, mp: MeetingPointDef): SeedMeetingPoint {
  const dir = imageDir(hubUid, mp.uid);
  return {
    uid: mp.uid,
    title: { ...mp.title },
    latitude: mp.latitude,
    longitude: mp.longitude,
    headerImage: `${dir}/header.svg`,
    bottomImage: mp.sign ? `${dir}/bottom.svg` : null,
    steps: mp.steps.map((s, i) => ({ en: s.en, es: s.es, image: `${dir}/step-${i + 1}.svg` })),
  };
}

export const HUBS: SeedHub[] = HUB_DEFS.map(({ meeting_points, ...hub }) => ({
  ...hub,
  title: { ...hub.title },
  meeting_points: meeting_points.map((mp) => toMeetingPoint(hub.uid, mp)),
}));

/** Every image HUBS references, with what to draw in it. */
export const HUB_IMAGES: HubImageSpec[] = HUB_DEFS.flatMap((hub) =>
  hub.meeting_points.flatMap((mp, index): HubImageSpec[] => {
    const dir = imageDir(hub.uid, mp.uid);
    return [
      { kind: "header", path: `${dir}/header.svg`, hubUid: hub.uid, hubTitle: hub.title, title: mp.title, index },
      ...mp.steps.map((s, i): HubImageSpec => ({
        kind: "step",
        path: `${dir}/step-${i + 1}.svg`,
        n: i + 1,
        icon: s.icon,
        tag: s.tag ?? null,
        caption: s.caption,
      })),
      ...(mp.sign ? [{ kind: "bottom" as const, path: `${dir}/bottom.svg`, title: mp.title, sign: mp.sign }] : []),
    ];
  }),
);
