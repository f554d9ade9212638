import { countJourneys, listRequests, patchCompany, patchFaults } from "../control";
import { json, notFound, parseJson } from "../http";
import { journeyById } from "../journey-index";
import { logisticsSettings, patchLogistics, putOutcome } from "../logistics/control";
import { advanceParcel } from "../logistics/advance";
import { findParcel } from "../logistics/parcels";
import { advanceJourney } from "../advance";
import { forceOutcome, patchOutcomeShares } from "../outcomes";
import type { Call, Route } from "../router";
import { addOutsideSale, patchSalesSettings, rectifySale } from "../sales/control";
import { twilioControlRoutes } from "./twilio";

/** Control calls act as the sandbox's own client, whose credentials they were given. */
const asClient = (c: Call) => ({ ...c.ctx, clientId: c.creds.clientId });

/** The sandbox's own control surface; the sandbox checks it is switched on and the client's credentials first. */
export const controlRoutes: Route[] = [
  { method: "GET", path: "/_sandbox/company", run: (c) => json(c.ctx.state.company) },
  { method: "PATCH", path: "/_sandbox/company", run: async (c) => patchCompany(c.ctx.state, c.ctx.changes, parseJson(await c.body())) },
  { method: "GET", path: "/_sandbox/faults", run: (c) => json(c.ctx.state.faults) },
  { method: "PATCH", path: "/_sandbox/faults", run: async (c) => patchFaults(c.ctx.state, c.ctx.changes, parseJson(await c.body())) },
  { method: "GET", path: "/_sandbox/rate-limits", run: (c) => c.ctx.rateLimits.view() },
  { method: "PATCH", path: "/_sandbox/rate-limits", run: async (c) => c.ctx.rateLimits.patch(parseJson(await c.body())) },
  { method: "GET", path: "/_sandbox/requests", run: (c) => listRequests(c.ctx.state, c.query) },
  { method: "GET", path: "/_sandbox/stats", run: (c) => json(c.ctx.state.counters) },
  { method: "GET", path: "/_sandbox/logistics", run: (c) => logisticsSettings(asClient(c)) },
  { method: "PATCH", path: "/_sandbox/logistics", run: async (c) => patchLogistics(asClient(c), parseJson(await c.body())) },
  // Sends the notifications due now, without waiting for the sandbox's timer.
  { method: "POST", path: "/_sandbox/logistics/flush", run: async (c) => json(await c.ctx.logistics.flush()) },
  {
    method: "PUT",
    path: /^\/_sandbox\/parcels\/([\w-]+)\/outcome$/,
    run: async (c) => putOutcome(asClient(c), c.params[0]!, parseJson(await c.body())),
  },
  // Moves one parcel's shipment on to a later state now, as if time had run ahead for it alone.
  {
    method: "POST",
    path: /^\/_sandbox\/parcels\/([\w-]+)\/advance$/,
    run: async (c) => {
      const ctx = asClient(c);
      return advanceParcel(ctx, findParcel(ctx, c.params[0]!), parseJson(await c.body()));
    },
  },
  // The provider's panel, in brief: the newest journeys with their rider, as an agent looks one up there.
  {
    method: "GET",
    path: "/_sandbox/journeys",
    run: (c) =>
      json({
        journeys: c.ctx.state.journeys
          .slice(-50)
          .reverse()
          .map((j) => ({
            id: j.id,
            created_at: new Date(j.created_at).toISOString(),
            requester_id: j.requester_id,
            rider_name: (j.request.rider as { name?: string } | undefined)?.name ?? null,
          })),
      }),
  },
  // How many journeys a rider (or riders named alike) has: a test's check that nothing was booked twice.
  { method: "GET", path: "/_sandbox/journeys/count", run: (c) => countJourneys(c.ctx.state, c.query) },
  { method: "GET", path: "/_sandbox/outcomes", run: (c) => json(c.ctx.state.outcome_shares) },
  { method: "PATCH", path: "/_sandbox/outcomes", run: async (c) => patchOutcomeShares(c.ctx, parseJson(await c.body())) },
  {
    method: "POST",
    path: /^\/_sandbox\/journeys\/([^/]+)\/outcome$/,
    run: async (c) => {
      const j = journeyById(c.ctx.state.journeys, c.params[0]!);
      if (!j) throw notFound(`journey ${c.params[0]}`);
      return forceOutcome(c.ctx, j, parseJson(await c.body()));
    },
  },
  // Moves one journey on to a later state now, as if time had run ahead for it alone.
  {
    method: "POST",
    path: /^\/_sandbox\/journeys\/([^/]+)\/advance$/,
    run: async (c) => {
      const j = journeyById(c.ctx.state.journeys, c.params[0]!);
      if (!j) throw notFound(`journey ${c.params[0]}`);
      return advanceJourney(c.ctx, j, parseJson(await c.body()));
    },
  },
  { method: "GET", path: "/_sandbox/sales/settings", run: (c) => json(c.ctx.state.sales_settings) },
  { method: "PATCH", path: "/_sandbox/sales/settings", run: async (c) => patchSalesSettings(c.ctx, parseJson(await c.body())) },
  // A ride charged to the company but booked elsewhere (the provider's app, another tool).
  { method: "POST", path: "/_sandbox/sales", run: async (c) => addOutsideSale(asClient(c), parseJson(await c.body())) },
  // The provider corrects a sale: a new sale, a rectification, pointing at it.
  {
    method: "POST",
    path: /^\/_sandbox\/sales\/([^/]+)\/rectification$/,
    run: async (c) => rectifySale(asClient(c), c.params[0]!, parseJson(await c.body())),
  },
  ...twilioControlRoutes,
];
