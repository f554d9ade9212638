import type { Ctx } from "../context";
import { notFound } from "../http";
import { stateAt } from "./plan";

/** The page behind a parcel's tracking_url: the provider's tracking page, simulated and plain. */

const LABELS: Record<string, string> = {
  ready: "Waiting to be shipped",
  qualifiedforpickup: "Looking for a driver",
  onroutetopickup: "A driver is on the way to collect it",
  pickingup: "The driver is collecting it",
  intransit: "On its way",
  delivering: "Arriving now",
  delivered: "Delivered",
  returning: "Could not be delivered: on its way back",
  returned: "Returned to the sender",
  pickupfailed: "Could not be collected",
  requestercancel: "Delivery cancelled",
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function trackingPage(ctx: Ctx, id: string): Response {
  const p = Object.hasOwn(ctx.state.parcels, id) ? ctx.state.parcels[id] : undefined;
  if (!p || p.shipping_type_id === null || (p.deleted_at !== null && p.deleted_at <= ctx.now)) throw notFound("parcel");
  const state = stateAt(p, ctx.now);
  const steps = p.events
    .filter((e) => e.at <= ctx.now && e.state !== "ready")
    .map(
      (e) =>
        `<li><time datetime="${new Date(e.at).toISOString()}">${new Date(e.at).toISOString().slice(11, 16)} UTC</time> ${escape(LABELS[e.state] ?? e.state)}</li>`,
    )
    .join("");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="15"><title>Your parcel</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111}h1{font-size:1.4rem}ol{padding-left:1.2rem}time{color:#555;margin-right:.5rem}</style></head>
<body><main><h1>${escape(LABELS[state] ?? state)}</h1><p>Parcel ${escape(p.external_id ?? p.id)}</p><ol>${steps}</ol><p><small>Updates by itself.</small></p></main></body></html>`;
  return new Response(html, { status: 200, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
