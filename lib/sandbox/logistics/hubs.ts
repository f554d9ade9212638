import type { Ctx } from "../context";
import { SandboxError, json } from "../http";
import { CLIENT_HUBS, clientHubByExternalId, type ClientHub } from "../seed/client-hubs";

/** The account's hubs (§4): listed, and read one by external_id under the spec's odd `/none/` path. */

const hubToWire = (h: ClientHub) => ({
  hub_id: h.hub_id,
  external_id: h.external_id,
  address: h.address,
  location: { ...h.location },
  instructions: h.instructions,
  contact: { ...h.contact },
});

/** GET /v1/hubs: `{client_hubs: ClientHub[]}`. */
export const listClientHubs = (_ctx: Ctx) => json({ client_hubs: CLIENT_HUBS.map(hubToWire) });

/** GET /v1/hubs/none/{hub_external_id}. */
export function getClientHub(_ctx: Ctx, externalId: string): Response {
  const hub = clientHubByExternalId(externalId);
  if (!hub) throw new SandboxError(404, `hub ${externalId} not found`);
  return json(hubToWire(hub));
}
