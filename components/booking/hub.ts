import type { hubsAction } from "@/app/(desk)/_actions/hubs";
import type { ActionData } from "@/lib/action-result";

/** A hub (airport terminal, station) as the hub lookup answers it, with the fields the booking uses. */
export type Hub = Pick<NonNullable<ActionData<typeof hubsAction>[number]>, "uid" | "location_id" | "title" | "meeting_points">;

/** One of a hub's meeting points, with its photos and instructions. */
export type HubMeetingPoint = Hub["meeting_points"][number];
