import type { LocalizedText, SeedHub } from "../types";

/** How a hub is written down: a SeedHub whose steps also carry what their images show. */

/** The pictogram a step image shows. */
export type StepIcon =
  | "baggage"
  | "walk"
  | "arrow-left"
  | "arrow-right"
  | "arrow-up"
  | "escalator-up"
  | "escalator-down"
  | "lift"
  | "door"
  | "crossing"
  | "car-park"
  | "ride-sign"
  | "train";

/** What the drawer needs for one referenced image. */
export type HubImageSpec =
  | { kind: "header"; path: string; hubUid: string; hubTitle: LocalizedText; title: LocalizedText; index: number }
  | { kind: "step"; path: string; n: number; icon: StepIcon; tag: string | null; caption: LocalizedText }
  | { kind: "bottom"; path: string; title: LocalizedText; sign: LocalizedText };

export type StepDef = { icon: StepIcon; tag?: string; caption: LocalizedText; en: string; es: string };
export type MeetingPointDef = {
  uid: string;
  title: LocalizedText;
  latitude: number;
  longitude: number;
  /** Text of the pickup sign drawn in the bottom image; no bottom image when absent. */
  sign?: LocalizedText;
  steps: StepDef[];
};
export type HubDef = Omit<SeedHub, "meeting_points"> & { meeting_points: MeetingPointDef[] };

export const t = (en: string, es: string): LocalizedText => ({ en, es });
