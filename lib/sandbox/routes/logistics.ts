import { json, parseJson } from "../http";
import { estimateParcels, availableShippingTypes } from "../logistics/estimates";
import { getClientHub, listClientHubs } from "../logistics/hubs";
import { cancelParcels, deleteParcels, shipParcels } from "../logistics/operations";
import { createParcelsAction, getParcel, getParcelStatus, getParcelTimeline, listParcels, updateParcelAction } from "../logistics/parcels";
import { getProofConfiguration, postProofConfiguration } from "../logistics/proof";
import { driverPhoto } from "../logistics/driver-photo";
import { trackingPage } from "../logistics/tracking-page";
import { createWebhook, deleteWebhook, listWebhooks } from "../logistics/webhooks";
import { recordRequest } from "../request-log";
import type { Call, Route } from "../router";
import type { Ctx } from "../context";

/** The logistics API (§4), mounted at /logistics below the sandbox: PROVIDER_LOGISTICS_URL is $APP_URL/sandbox/logistics. */
export const LOGISTICS_PREFIX = "/logistics";

/** A body worth keeping in the request log, read once the token is known good. */
async function recordedJson(c: Call) {
  const ctx = c.api();
  const text = await c.body();
  recordRequest(ctx, c.request.method, c.path, text);
  return { ctx, body: parseJson(text) };
}

/** A route that reads a JSON body, logged for tests and support. */
const withBody =
  (run: (ctx: Ctx, body: unknown, c: Call) => Response) =>
  async (c: Call): Promise<Response> => {
    const { ctx, body } = await recordedJson(c);
    return run(ctx, body, c);
  };

const PARCEL = /^\/logistics\/v1\/parcels\/([^/]+)$/;
const id = (c: Call) => decodeURIComponent(c.params[0]!);

export const logisticsRoutes: Route[] = [
  { method: "POST", path: "/logistics/v1/parcels", run: withBody((ctx, body) => createParcelsAction(ctx, body)) },
  { method: "GET", path: "/logistics/v1/parcels", run: (c) => listParcels(c.api(), c.query) },
  { method: "POST", path: "/logistics/v1/parcels/ship", run: withBody((ctx, body) => shipParcels(ctx, body)) },
  { method: "POST", path: "/logistics/v1/parcels/deliver/cancel", run: withBody((ctx, body) => cancelParcels(ctx, body)) },
  { method: "POST", path: "/logistics/v1/parcels/delete", run: withBody((ctx, body) => deleteParcels(ctx, body)) },
  { method: "GET", path: PARCEL, run: (c) => getParcel(c.api(), id(c)) },
  { method: "PUT", path: PARCEL, run: withBody((ctx, body, c) => updateParcelAction(ctx, id(c), body)) },
  { method: "GET", path: /^\/logistics\/v1\/parcels\/([^/]+)\/status$/, run: (c) => getParcelStatus(c.api(), id(c)) },
  { method: "GET", path: /^\/logistics\/v1\/parcels\/([^/]+)\/timeline$/, run: (c) => getParcelTimeline(c.api(), id(c)) },
  { method: "GET", path: /^\/logistics\/v1\/parcels\/([^/]+)\/proof_configuration$/, run: (c) => getProofConfiguration(c.api(), id(c)) },
  {
    method: "POST",
    path: /^\/logistics\/v1\/parcels\/([^/]+)\/proof_configuration$/,
    run: withBody((ctx, body, c) => postProofConfiguration(ctx, id(c), body)),
  },
  { method: "POST", path: "/logistics/v3/parcels/estimate", run: withBody((ctx, body) => estimateParcels(ctx, body)) },
  { method: "GET", path: "/logistics/v1/shipping_types/available", run: (c) => availableShippingTypes(c.api(), c.query) },
  { method: "GET", path: "/logistics/v1/hubs", run: (c) => listClientHubs(c.api()) },
  { method: "GET", path: /^\/logistics\/v1\/hubs\/none\/([^/]+)$/, run: (c) => getClientHub(c.api(), id(c)) },
  { method: "POST", path: "/logistics/v1/webhooks", run: withBody((ctx, body) => createWebhook(ctx, body)) },
  { method: "GET", path: "/logistics/v1/webhooks", run: (c) => listWebhooks(c.api()) },
  { method: "DELETE", path: /^\/logistics\/v1\/webhooks\/([^/]+)$/, run: (c) => deleteWebhook(c.api(), id(c)) },
  // The page behind tracking_url, open to anyone with the link, as the provider's is.
  { method: "GET", path: /^\/logistics\/track\/([\w-]+)$/, run: (c) => trackingPage({ ...c.ctx, clientId: "" }, c.params[0]!) },
  // The couriers' photos (photo_url), open to anyone as images on the provider's host are.
  { method: "GET", path: /^\/logistics\/drivers\/(\d{1,3})\.png$/, run: (c) => driverPhoto(Number(c.params[0])) },
];

/** Logistics errors are `{errors: [...]}` (§4), whatever the status. */
export const logisticsError = (status: number, message: string) => json({ errors: [message] }, status);
