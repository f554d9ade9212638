import type { Ctx } from "./context";
import { json, notFound } from "./http";
import { journeyByCode } from "./journey-index";
import { journeyRoute } from "./journeys";
import { formatForPeople, readLocalTime, zoneCity } from "./local-time";
import { phases, progress, STATES } from "./progress";
import { DRIVERS } from "./seed/drivers";
import type { JourneyRecord } from "./state";

/** The rider's page behind `public_url`: the provider's own tracking page, simulated. */

type Lang = "en" | "es";

const TEXT: Record<Lang, Record<string, string>> = {
  en: {
    title: "Your ride",
    hire: "Looking for a driver",
    hired: "Your driver is on the way",
    arrived: "Your driver has arrived",
    "pick up": "On your way",
    "drop off": "You have arrived",
    terminated: "Ride complete",
    "rider cancel": "This ride was cancelled",
    "not found": "No driver could be found",
    "driver cancel": "The driver cancelled this ride",
    "no show": "The driver could not find you and left",
    from: "Pickup",
    to: "Destination",
    via: "Stop",
    meet: "Meeting point",
    scheduled: "Scheduled for {when} ({city} time)",
    eta: "Arrives in about",
    min: "min",
    updated: "Updates by itself",
  },
  es: {
    title: "Tu viaje",
    hire: "Buscando conductor",
    hired: "Tu conductor está en camino",
    arrived: "Tu conductor ha llegado",
    "pick up": "De camino",
    "drop off": "Has llegado",
    terminated: "Viaje completado",
    "rider cancel": "Este viaje se ha cancelado",
    "not found": "No se ha encontrado conductor",
    "driver cancel": "El conductor ha cancelado este viaje",
    "no show": "El conductor no te encontró y se ha ido",
    from: "Recogida",
    to: "Destino",
    via: "Parada",
    meet: "Punto de encuentro",
    scheduled: "Programado para el {when} (hora de {city})",
    eta: "Llega en unos",
    min: "min",
    updated: "Se actualiza solo",
  },
};

const esc = (s: unknown) => String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function langOf(j: JourneyRecord): Lang {
  const locale = j.request.rider.locale ?? "";
  return locale.toLowerCase().startsWith("es") ? "es" : "en";
}

/** A reservation's start as the rider reads it: "Mon 23 Nov, 16:14 (Madrid time)", in the pickup's local time. */
function reservedFor(j: JourneyRecord, lang: Lang): string | null {
  if (!j.start_at_local) return null;
  const start = readLocalTime(j.start_at_local, j.zone);
  if (!start.ok) return null;
  return TEXT[lang].scheduled!.replace("{when}", formatForPeople(start.epochMs, j.zone, lang)).replace("{city}", zoneCity(j.zone));
}

/** The live view of a journey, as the page polls it. */
export function liveView(ctx: Ctx, j: JourneyRecord) {
  const p = progress(j, ctx.now, ctx.clockSpeed, journeyRoute(j));
  // Until the driver search starts, a reservation is waiting for its time, not looking for anyone.
  const scheduled = p.state === "hire" && ctx.now < j.search_from ? reservedFor(j, langOf(j)) : null;
  const assigned = p.driverAssigned;
  const driver = DRIVERS[j.driver_index]!;
  const lang = langOf(j);
  let etaMin: number | null = null;
  if (p.state === "hired") etaMin = Math.max(1, Math.ceil(((1 - p.fraction) * phases(j).hired) / ctx.clockSpeed / 60_000));
  return {
    state: p.state,
    scheduled: scheduled !== null,
    label: scheduled ?? TEXT[lang][p.state],
    finished: p.finished,
    step: (p.endState !== null && p.endState !== "drop off") || scheduled ? -1 : STATES.indexOf(p.state as (typeof STATES)[number]),
    eta_min: etaMin,
    driver: assigned ? { name: driver.name, vehicle: driver.vehicle } : null,
    driver_loc: p.driverLoc,
  };
}

export function liveJson(ctx: Ctx, code: string): Response {
  const j = journeyByCode(ctx.state.journeys, code);
  if (!j) throw notFound("journey");
  return json(liveView(ctx, j));
}

export function publicPage(ctx: Ctx, code: string): Response {
  const j = journeyByCode(ctx.state.journeys, code);
  if (!j) {
    return new Response(
      `<!doctype html><meta charset="utf-8"><title>Ride not found</title><p style="font:16px system-ui;padding:2rem">This ride link is not valid.</p>`,
      {
        status: 404,
        headers: { "content-type": "text/html; charset=utf-8" },
      },
    );
  }
  const lang = langOf(j);
  const t = TEXT[lang];
  const live = liveView(ctx, j);
  const stops = j.request.stops;
  const stopItems = stops
    .map((s, i) => {
      const kind = i === 0 ? t.from : i === stops.length - 1 ? t.to : t.via;
      const place = [s.name, [s.addr, s.num].filter(Boolean).join(" ")].filter(Boolean).join(" · ") || s.loc.join(", ");
      const mp = s.meeting_point;
      return `<li><span class="k">${esc(kind)}</span> ${esc(place)}${mp?.name ? `<br><span class="mp">${esc(t.meet)}: ${esc(mp.name)}</span>` : ""}</li>`;
    })
    .join("");
  const steps = STATES.map((s, i) => `<li data-step="${i}">${esc(TEXT[lang][s])}</li>`).join("");
  const when = reservedFor(j, lang);
  // Once the label no longer says when, the reservation's time stays in view below it.
  const reserved = when ? `<p class="muted" id="reserved"${live.scheduled ? " hidden" : ""}>${esc(when)}</p>` : "";
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(t.title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:34rem;margin:0 auto;padding:1.5rem}
.card{background:#fff;border-radius:1rem;padding:1.25rem;box-shadow:0 1px 3px #0002;margin-bottom:1rem}
h1{font-size:1.4rem;margin:.2rem 0}.muted{color:#475569;font-size:.9rem}
ol.steps{list-style:none;padding:0;margin:1rem 0 0;display:grid;gap:.35rem}
ol.steps li{padding-left:1.6rem;position:relative;color:#94a3b8}
ol.steps li::before{content:"";position:absolute;left:.3rem;top:.45rem;width:.7rem;height:.7rem;border-radius:50%;border:2px solid currentColor}
ol.steps li.done{color:#0f766e}ol.steps li.done::before{background:#0f766e}
ol.steps li.now{color:#0f172a;font-weight:600}ol.steps li.now::before{background:#f59e0b;border-color:#f59e0b}
ul.stops{list-style:none;padding:0;margin:0}ul.stops li{padding:.4rem 0;border-top:1px solid #e2e8f0}
ul.stops li:first-child{border-top:0}.k{font-weight:600}.mp{color:#0f766e;font-size:.9rem}
.driver{display:flex;gap:.8rem;align-items:center}.driver img{width:3rem;height:3rem;border-radius:50%}
</style></head>
<body><main>
<div class="card"><p class="muted">${esc(j.product_name)}</p><h1 id="label" aria-live="polite">${esc(live.label)}</h1>
<p id="eta" class="muted"></p>${reserved}<ol class="steps" id="steps">${steps}</ol></div>
<div class="card" id="driver" hidden><div class="driver"><img src="${esc(ctx.origin)}/sandbox-assets/driver.svg" alt=""><div><strong id="dname"></strong><br><span id="dcar" class="muted"></span></div></div></div>
<div class="card"><ul class="stops">${stopItems}</ul></div>
<p class="muted">${esc(t.updated)}</p>
</main>
<script>
const T=${JSON.stringify({ eta: t.eta, min: t.min })};
function show(v){
  document.getElementById("label").textContent=v.label;
  const r=document.getElementById("reserved");if(r)r.hidden=v.scheduled;
  document.querySelectorAll("#steps li").forEach(li=>{const i=+li.dataset.step;li.className=v.step<0?"":i<v.step?"done":i===v.step?"now":""});
  document.getElementById("eta").textContent=v.eta_min?T.eta+" "+v.eta_min+" "+T.min:"";
  const d=document.getElementById("driver");d.hidden=!v.driver;
  if(v.driver){document.getElementById("dname").textContent=v.driver.name;document.getElementById("dcar").textContent=v.driver.vehicle.color+" "+v.driver.vehicle.name+" · "+v.driver.vehicle.plate}
  return v.finished;
}
let done=show(${JSON.stringify(live).replace(/</g, "\\u003c")});
async function poll(){if(done)return;try{const r=await fetch(location.pathname.replace(/\\/$/,"")+"/live",{cache:"no-store"});if(r.ok)done=show(await r.json())}catch{}setTimeout(poll,4000)}
setTimeout(poll,4000);
</script></body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
