/** Shapes the booking page passes around; the server actions return these. */

import type { estimateAction } from "@/app/(desk)/book/actions";
import type { ActionData } from "@/lib/action-result";
import type { Locale } from "@/lib/locales";
import type { GuestChannel } from "@/lib/channels";
import type { ChannelAvailability } from "@/lib/outbound/settings-queries";

export type Requester = { id: string; name: string; surname: string; email: string; isDefault: boolean };
export type LabelOption = { slug: string; name: string };
/** Why the label picker offers nothing: the company has no active label, or labels were never read from the ride service. */
export type LabelsNote = "noneActive" | "notSynced";

/** An estimate as the server action answers it, stamped with when this tab received it: ages are counted on the tab's own clock. */
export type Estimate = ActionData<typeof estimateAction> & { receivedAt: number };

/** One product to choose from, with its price and the server's seal over them. */
export type Product = Estimate["products"][number];

export type { PlaceOption } from "@/lib/booking/lookups";

export type SavedGuestOption = { id: string; name: string; mobile: string; email: string | null; language: Locale };

/** How guests can be told about their ride on this desk: the channels ticked for a new guest (those available), and why any is not offered. */
export type GuestChannelChoice = { defaults: GuestChannel[]; availability: ChannelAvailability };
