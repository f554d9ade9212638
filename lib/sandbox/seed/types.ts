/** Seed data shapes: what the sandbox knows about its world before anyone calls it. */

export type LocalizedText = { en: string; es: string };

export type SeedMeetingPoint = {
  uid: string;
  title: LocalizedText;
  latitude: number;
  longitude: number;
  /** Path of an image under public/, e.g. "/sandbox-assets/hubs/mad-t4/t4-arrivals-p1/header.svg". */
  headerImage: string;
  bottomImage: string | null;
  /** Ordered steps from where the rider is to the meeting point. */
  steps: { en: string; es: string; image: string | null }[];
};

export type SeedHub = {
  uid: string;
  location_id: string;
  kind: "airport" | "station";
  title: LocalizedText;
  latitude: number;
  longitude: number;
  /** A point within this many metres of the hub's centre is "at" the hub. */
  radiusM: number;
  meeting_points: SeedMeetingPoint[];
};

/** An entry of the sandbox's gazetteer, used for address search and reverse geocoding. */
export type SeedPlace = {
  name: string;
  addr: string;
  num: string | null;
  postal_code: string;
  city: string;
  country: "ES";
  latitude: number;
  longitude: number;
  kind: "airport" | "station" | "hotel" | "office" | "venue" | "landmark" | "street";
};
