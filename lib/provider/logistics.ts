import "server-only";
import { ProviderError } from "./errors";
import type { Http } from "./http";
import * as s from "./logistics-schemas";

/** What the app sends the logistics API (§4). Field names are the provider's own. */

export type Contact = { name?: string | null; phone?: string | null };
/** Exactly one of loc, addr and hub_external_id. */
export type Place = { contact: Contact; loc?: s.Point; addr?: string; hub_external_id?: string; instr?: string | null };

export type NewParcel = {
  /** Our own id for the parcel, derived from our record, so a retry can never create a duplicate. */
  external_id?: string;
  pickup_info: Place & { code?: string | null };
  dropoff_info: Place;
  dimensions?: { height?: number; length?: number; width?: number; unit?: "cm" };
  weight?: { value?: number; unit?: "g" };
  price?: { declared_value?: number; collected_value?: number; currency?: string };
  delivery_from?: string;
  delivery_to?: string;
};

export type ParcelEdit = Partial<Omit<NewParcel, "pickup_info" | "dropoff_info">> & {
  pickup_info?: Partial<NewParcel["pickup_info"]>;
  dropoff_info?: Partial<Place>;
};

export type EstimateRequest = {
  shipping_type_id: string;
  pickup_time?: string;
  parcels: {
    external_id?: string;
    pickup_location: s.Point | { address: string };
    dropoff_location: s.Point | { address: string };
    dimensions?: NewParcel["dimensions"];
    weight?: NewParcel["weight"];
  }[];
};

/** §4 CreateProofConfiguration: a method left out becomes inactive; a code cannot be combined with the others. */
export type ProofConfigurationRequest = {
  delivered_proofs: {
    code_proof: { active: boolean; hashed_code?: string };
    ic_proof: { active: boolean };
    photo_proof: { active: boolean };
    comment_proof: { active: boolean };
  };
};

export type WebhookRequest = {
  hook: s.Hook;
  callback_url: string;
  /** Sent as the spec's array of {name, value}; a value of exactly "{parcelID}" becomes the parcel's id. */
  headers?: Record<string, string> | { name: string; value: string }[];
  /** Milliseconds the provider waits for our answer; sent only when set. */
  timeout?: number;
};

/**
 * The outcome of a creation. "created": the provider made them now. "existing": their
 * external_ids were taken, by an earlier try whose answer was lost or by another request; the
 * parcels that exist are given, and those the provider did not create (their external_id not
 * among them) are left for the caller to send again.
 */
export type CreateParcelsResult = { status: "created"; parcels: s.Parcel[] } | { status: "existing"; parcels: s.Parcel[]; notCreated: NewParcel[] };

const enc = encodeURIComponent;

/** Failures after which a creation may or may not have happened: the answer, not the request, was lost. */
const ANSWER_LOST = new Set(["timeout", "network", "server_error"]);

export function logistics(http: Http) {
  /**
   * The list, filtered by states in the filter's own spelling (provider-api.md §6.14: five take underscores
   * there, `ready_to_pickup`, …), sent as a repeated parameter (`states=a&states=b`): the OpenAPI default for
   * a query array, the spec naming no other style.
   */
  const listParcels = (query: { states: readonly string[]; page: number }) =>
    http.call({
      operation: "parcel list",
      method: "GET",
      path: "/v1/parcels",
      query: { states: query.states.map(s.stateFilterName), page: query.page },
      schema: s.paginatedParcels,
    });

  /**
   * Our parcels among those the provider holds, by external_id, reading the list (the API has no
   * lookup by external_id). Stops once all are found or after `maxPages` pages.
   */
  async function findParcelsByExternalId(externalIds: readonly string[], { maxPages = 50, states = s.PARCEL_STATES as readonly string[] } = {}) {
    const wanted = new Set(externalIds);
    const found = new Map<string, s.Parcel>();
    for (let page = 0; page < maxPages && found.size < wanted.size; page++) {
      const result = await listParcels({ states, page });
      for (const p of result.parcels) if (p.external_id !== null && wanted.has(p.external_id)) found.set(p.external_id, p);
      if (!result.more_pages || result.parcels.length === 0) break;
    }
    return found;
  }

  /** The parcels behind a 409: those in its body (the seed), else looked up (the public spec gives none). */
  async function existingAfterConflict(e: ProviderError, parcels: NewParcel[]): Promise<CreateParcelsResult> {
    const fromBody = s.parcelsConflict.safeParse(e.body);
    const ids = parcels.flatMap((p) => (p.external_id ? [p.external_id] : []));
    const existing = fromBody.success && fromBody.data.parcels.length > 0 ? fromBody.data.parcels : [...(await findParcelsByExternalId(ids)).values()];
    if (existing.length === 0) throw e; // a conflict about something else: nothing of ours exists
    const taken = new Set(existing.map((p) => p.external_id));
    return { status: "existing", parcels: existing, notCreated: parcels.filter((p) => !p.external_id || !taken.has(p.external_id)) };
  }

  const post = (parcels: NewParcel[]) =>
    http.call({ operation: "parcel creation", method: "POST", path: "/v1/parcels", body: { parcels }, schema: s.parcelsCreated, retry: false });

  /**
   * Records parcels. Never repeated blindly: after a lost answer (timeout, lost connection, 5xx)
   * the parcels are looked up by external_id first, and only those not found are sent again,
   * once. A 409 is success: the parcels exist. Recovery needs every parcel to carry an external_id.
   */
  async function createParcels(parcels: NewParcel[]): Promise<CreateParcelsResult> {
    try {
      return { status: "created", parcels: (await post(parcels)).parcels };
    } catch (e) {
      if (!(e instanceof ProviderError)) throw e;
      if (e.kind === "conflict") return existingAfterConflict(e, parcels);
      const recoverable = ANSWER_LOST.has(e.kind) || e.kind === "rate_limited";
      if (!recoverable || parcels.some((p) => !p.external_id)) throw e;
      const found = await findParcelsByExternalId(parcels.map((p) => p.external_id!));
      const missing = parcels.filter((p) => !found.has(p.external_id!));
      if (missing.length === 0) return { status: "existing", parcels: [...found.values()], notCreated: [] };
      try {
        const created = (await post(missing)).parcels;
        return found.size === 0 ? { status: "created", parcels: created } : { status: "existing", parcels: [...found.values(), ...created], notCreated: [] };
      } catch (again) {
        if (again instanceof ProviderError && again.kind === "conflict") return existingAfterConflict(again, parcels);
        throw again;
      }
    }
  }

  /** An asynchronous operation (202): repeated only after a 429; after a 5xx the state must be read back. */
  const accepted = (operation: string, path: string, body: unknown) => http.call({ operation, method: "POST", path, body, retry: "rate-limited" });

  return {
    createParcels,
    findParcelsByExternalId,
    /** One parcel by our external_id, or null when the provider has none. */
    findParcelByExternalId: async (externalId: string, options?: { maxPages?: number }) =>
      (await findParcelsByExternalId([externalId], options)).get(externalId) ?? null,
    listParcels,
    parcel: (id: string) => http.call({ operation: "parcel", method: "GET", path: `/v1/parcels/${enc(id)}`, schema: s.parcel }),
    parcelStatus: (id: string) => http.call({ operation: "parcel status", method: "GET", path: `/v1/parcels/${enc(id)}/status`, schema: s.parcelStatus }),
    parcelTimeline: (id: string) =>
      http.call({ operation: "parcel timeline", method: "GET", path: `/v1/parcels/${enc(id)}/timeline`, schema: s.parcelTimeline }),
    updateParcel: (id: string, edit: ParcelEdit) =>
      http.call({ operation: "parcel update", method: "PUT", path: `/v1/parcels/${enc(id)}`, body: edit, schema: s.parcel }),
    estimateParcels: (body: EstimateRequest) =>
      http.call({ operation: "parcel estimate", method: "POST", path: "/v3/parcels/estimate", body, schema: s.estimateResponse }),
    /** The shipping types serving a point; `location` is required (§4), as `lat,lng`. */
    shippingTypes: (location: s.Point) =>
      http.call({
        operation: "shipping types",
        method: "GET",
        path: "/v1/shipping_types/available",
        query: { location: `${location.lat},${location.lon}` },
        schema: s.shippingType.array(),
      }),
    /** The account's hubs, where parcels can be picked up by their external_id. */
    hubs: async () => (await http.call({ operation: "hub list", method: "GET", path: "/v1/hubs", schema: s.clientHubs })).client_hubs,
    proofConfiguration: (id: string) =>
      http.call({ operation: "proof of delivery", method: "GET", path: `/v1/parcels/${enc(id)}/proof_configuration`, schema: s.proofConfiguration }),
    /** Replaces the parcel's proof-of-delivery methods; every method is sent, active or not. */
    configureProof: (id: string, body: ProofConfigurationRequest) =>
      http.call({ operation: "proof of delivery", method: "POST", path: `/v1/parcels/${enc(id)}/proof_configuration`, body, schema: s.proofConfiguration }),
    /** Queues a shipment (202): ids and tracking URLs; nobody is dispatched until the state moves. */
    shipParcels: (body: { parcel_ids: string[]; shipping_type_id: string; pickup_time?: string }) =>
      http.call({ operation: "parcel shipping", method: "POST", path: "/v1/parcels/ship", body, schema: s.shipResponse, retry: "rate-limited" }),
    /** Queues a cancellation (202), possible only before pickup; not a confirmation. */
    cancelParcels: (parcelIds: string[]) => accepted("parcel cancellation", "/v1/parcels/deliver/cancel", { parcel_ids: parcelIds }),
    /** Queues the deletion of parcels never shipped (202), all or none. */
    deleteParcels: (parcelIds: string[]) => accepted("parcel deletion", "/v1/parcels/delete", { parcel_ids: parcelIds }),

    createWebhook: (w: WebhookRequest) =>
      http.call({
        operation: "webhook subscription",
        method: "POST",
        path: "/v1/webhooks",
        body: {
          hook: w.hook,
          callback_url: w.callback_url,
          ...(w.headers ? { headers: Array.isArray(w.headers) ? w.headers : Object.entries(w.headers).map(([name, value]) => ({ name, value })) } : {}),
          ...(w.timeout !== undefined ? { timeout: w.timeout } : {}),
        },
        schema: s.webhook,
        retry: false,
      }),
    webhooks: async () => (await http.call({ operation: "webhook list", method: "GET", path: "/v1/webhooks", schema: s.webhookList })).subscriptions,
    deleteWebhook: (hook: s.Hook) => http.call({ operation: "webhook removal", method: "DELETE", path: `/v1/webhooks/${enc(hook)}` }),
  };
}

export type Logistics = ReturnType<typeof logistics>;
