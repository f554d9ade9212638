import "server-only";
import { env } from "@/lib/env";
import { createProviderClient, type ProviderClient } from "./client";

export { ProviderError, describeProviderError } from "./errors";
export type * from "./schemas";
export type { Parcel, ParcelStatus, ParcelTimeline, ParcelEstimate, ShippingType, Webhook, Hook, ClientHub, ProofConfiguration } from "./logistics-schemas";
export type { NewParcel, ParcelEdit, CreateParcelsResult, WebhookRequest, ProofConfigurationRequest } from "./logistics";
export type { Sale, SaleJourney, Expense, SalesQuery, SaleCurrency } from "./sales-schemas";
export { SALE_CURRENCIES } from "./sales-schemas";
export type { EstimateRequest, JourneyRequest, StopRequest, Contact } from "./rides";

const KEY = Symbol.for("ridedesk.provider");
type Holder = { [KEY]?: ProviderClient };

/** The app's one provider client; one token cache for the whole server process. */
export function provider(): ProviderClient {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= createProviderClient(env().provider));
}
