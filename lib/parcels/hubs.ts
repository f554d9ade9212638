import "server-only";
import { ActionError } from "@/lib/action-result";
import { messageRef } from "@/lib/i18n/message-ref";
import { ProviderError, describeProviderError, type ClientHub } from "@/lib/provider";
import type { Logistics } from "@/lib/provider/logistics";

/** One of the account's hubs as the desk picks it: by the external_id parcels name it with. */
export type HubOption = { externalId: string; address: string; instructions: string | null; location: { lat: number; lon: number } | null };

const toOption = (h: ClientHub): HubOption => ({
  externalId: h.external_id,
  address: h.address || h.external_id,
  instructions: h.instructions ?? null,
  location: h.location ?? null,
});

/** The account's hubs (GET /v1/hubs), sorted by address; a failure reads as the provider's refusal. */
export async function accountHubs(logistics: Pick<Logistics, "hubs">): Promise<HubOption[]> {
  try {
    return (await logistics.hubs()).map(toOption).sort((a, b) => a.address.localeCompare(b.address));
  } catch (e) {
    if (e instanceof ProviderError) throw new ActionError("provider", messageRef("parcels.hubsUnreadable", { problem: describeProviderError(e) }));
    throw e;
  }
}
