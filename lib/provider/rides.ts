import "server-only";
import { ProviderError } from "./errors";
import type { Http } from "./http";
import * as s from "./schemas";

/** What the app sends the provider. Field names are the provider's own. */

export type Loc = [number, number];

export type EstimateRequest = {
  requester_id: string;
  start_type: "asap" | "reserved";
  start_at?: string | null;
  stops: { loc: Loc }[];
};

export type Contact = { name?: string; mobile_cc?: string; mobile_num?: string; stop_action?: "pickup" | "dropoff" };

export type StopRequest = {
  loc: Loc;
  addr?: string;
  num?: string;
  city?: string;
  country?: string;
  postal_code?: string;
  name?: string;
  instr?: string;
  contact?: Contact;
  contacts?: Contact[];
  location_id?: string;
  meeting_point?: { id: string; loc: Loc; name: string };
};

export type JourneyRequest = {
  product_id: string;
  requester_id: string;
  rider: { id?: string; name?: string; email?: string | null; locale?: string | null; mobile?: { mobile_cc: string; mobile_num: string } };
  stops: StopRequest[];
  start_at?: string | null;
  label_slug?: string | null;
  message?: string | null;
  reason?: string | null;
  preferred_driver_id?: string | null;
};

const enc = encodeURIComponent;

/**
 * A journey's public_url as an absolute http(s) URL, or null. The spec's example is a path
 * ("/j/<code>"), taken here as under the provider's base URL, as the API's own paths are.
 */
export function absolutePublicUrl(url: string | null | undefined, baseUrl: string): string | null {
  const text = url?.trim();
  if (!text) return null;
  try {
    const absolute = /^[a-z][a-z\d+.-]*:/i.test(text) || text.startsWith("//");
    const resolved = absolute ? new URL(text, baseUrl) : new URL(text.replace(/^\/+/, ""), `${baseUrl}/`);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.toString() : null;
  } catch {
    return null;
  }
}

export function rides(http: Http) {
  const getJourney = async (id: string): Promise<s.Journey> => {
    const journey = await http.call({ operation: "journey details", method: "GET", path: `/api/v4/journey/${enc(id)}`, schema: s.journey });
    return { ...journey, public_url: absolutePublicUrl(journey.public_url, http.baseUrl) };
  };

  return {
    /**
     * Prices for a basket. A 429 or 5xx is tried again by itself unless `retry` is false: then the
     * first failure comes back at once, with the provider's Retry-After, for a caller that paces its
     * own calls (the event estimate queue), so retries are never made at two levels.
     */
    estimate: (body: EstimateRequest, { retry = true }: { retry?: boolean } = {}) =>
      http.call({ operation: "estimate", method: "POST", path: "/api/v4/estimates", body, schema: s.estimateResponse, retry }),

    hub: async (latitude: number, longitude: number) =>
      (await http.call({ operation: "hub lookup", method: "GET", path: "/api/v4/hub", query: { latitude, longitude }, schema: s.hubResponse })).data,

    /**
     * Creates a journey. Never retried by itself: the provider has no idempotency key, so a repeat
     * could book twice. The public_url comes from the answer or, failing that, from the details,
     * and is always absolute.
     */
    async createJourney(body: JourneyRequest): Promise<{ id: string; publicUrl: string | null }> {
      const created = await http.call({ operation: "journey creation", method: "POST", path: "/api/v4/journey", body, schema: s.journeyCreated, retry: false });
      const publicUrl = absolutePublicUrl(created.public_url, http.baseUrl);
      if (publicUrl) return { id: created.id, publicUrl };
      const details = await getJourney(created.id).catch(() => null);
      return { id: created.id, publicUrl: details?.public_url ?? null };
    },

    journey: getJourney,

    journeyState: (id: string, requesterId: string) =>
      http.call({
        operation: "journey state",
        method: "GET",
        path: `/api/v4/journey/${enc(id)}/state`,
        query: { requester_id: requesterId },
        schema: s.journeyState,
      }),

    /**
     * Cancels a journey. When a try was answered with a 5xx, it may still have cancelled the
     * journey, so a 409 on the retry is checked against the details before it is reported.
     */
    async cancelJourney(id: string): Promise<{ id: string }> {
      let mayHaveTakenEffect = false;
      try {
        return await http.call({
          operation: "journey cancellation",
          method: "POST",
          path: `/api/v4/journey/${enc(id)}/state`,
          schema: s.journeyCancelled,
          onRetry: (e) => {
            if (e.kind === "server_error") mayHaveTakenEffect = true;
          },
        });
      } catch (e) {
        if (!(mayHaveTakenEffect && e instanceof ProviderError && e.kind === "conflict")) throw e;
        const details = await getJourney(id).catch(() => null);
        if (details?.end_state === "rider cancel") return { id };
        throw e;
      }
    },

    /**
     * Asks the provider to search again for a driver after "not found" (204, no body). Only 429s
     * and 5xx are repeated. A 5xx may hide a search that did start, so when the repeat is refused
     * (400: no longer "not found"), the details decide: a journey searching again is a success.
     */
    async keepSearching(id: string): Promise<void> {
      let mayHaveTakenEffect = false;
      try {
        await http.call({
          operation: "keep searching",
          method: "POST",
          path: `/api/v4/journey/${enc(id)}/keep_searching`,
          onRetry: (e) => {
            if (e.kind === "server_error") mayHaveTakenEffect = true;
          },
        });
      } catch (e) {
        if (!(mayHaveTakenEffect && e instanceof ProviderError && e.kind === "bad_request")) throw e;
        const details = await getJourney(id).catch(() => null);
        if (details && !details.finished && details.current_state === "hire") return;
        throw e;
      }
    },

    users: (query: { state?: "active" | "pending" | "disabled"; page?: number; per?: number } = {}) =>
      http.call({ operation: "user list", method: "GET", path: "/api/v4/users", query, schema: s.usersPage }),

    /** Every user in a state, page after page. */
    async allUsers(state: "active" | "pending" | "disabled" = "active"): Promise<s.ProviderUser[]> {
      const users: s.ProviderUser[] = [];
      for (let page = 1; ; page++) {
        const result = await http.call({ operation: "user list", method: "GET", path: "/api/v4/users", query: { state, page, per: 100 }, schema: s.usersPage });
        users.push(...result.data);
        if (page >= result.pages || result.data.length === 0) return users;
      }
    },

    labels: (query: { page?: number; per?: number; active?: boolean } = {}) =>
      http.call({ operation: "label list", method: "GET", path: "/api/v4/labels", query, schema: s.labelsPage }),

    /** Every label, active or not, page after page (companies have hundreds). */
    async allLabels(): Promise<s.Label[]> {
      const labels: s.Label[] = [];
      for (let page = 1; ; page++) {
        const result = await http.call({ operation: "label list", method: "GET", path: "/api/v4/labels", query: { page, per: 100 }, schema: s.labelsPage });
        labels.push(...result.data);
        if (page >= result.pages || result.data.length === 0) return labels;
      }
    },

    label: (id: string) => http.call({ operation: "label", method: "GET", path: `/api/v4/labels/${enc(id)}`, schema: s.labelResponse }),

    createLabel: (body: { name: string; description?: string; active?: boolean }) =>
      http.call({ operation: "label creation", method: "POST", path: "/api/v4/labels", body, schema: s.labelResponse, retry: false }),

    updateLabel: (id: string, body: { description?: string; active?: boolean }) =>
      http.call({ operation: "label update", method: "PATCH", path: "/api/v4/labels", query: { id }, body, schema: s.labelResponse }),
  };
}

export type Rides = ReturnType<typeof rides>;
