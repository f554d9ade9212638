import { localized, type Language } from "@/lib/i18n/localized";

/** A hub's meeting point as the provider describes it. */
export type HubMeetingPoint = {
  uid: string;
  title: Record<string, string>;
  coordinates: { latitude: number; longitude: number };
  header_image_url: string | null;
  bottom_image_url: string | null;
  instructions: { en?: string; es?: string; step_image_url?: string | null }[];
};

export type Hub = import("./hub").Hub;

/** The meeting point in the shape the provider's journey stop wants it. */
export type ChosenMeetingPoint = { id: string; loc: [number, number]; name: string; locationId: string };

export function toChosenMeetingPoint(hub: Hub, point: HubMeetingPoint, language: Language): ChosenMeetingPoint {
  return {
    id: point.uid,
    loc: [point.coordinates.latitude, point.coordinates.longitude],
    name: localized(point.title, language),
    locationId: hub.location_id,
  };
}

/** A step's text; only its language keys count, never its image URL. */
export function stepText(step: HubMeetingPoint["instructions"][number], language: Language): string {
  return localized({ en: step.en, es: step.es }, language);
}

/** "Arrivals, Door 10 · Terminal 4": the line the summary and the guest's message use. */
export function meetingPointLine(name: string, hubTitle: string): string {
  return hubTitle.trim() ? `${name} · ${hubTitle}` : name;
}
