import { randomUUID } from "node:crypto";
import type { Ctx } from "../context";
import { SandboxError, json } from "../http";
import { parseOrThrow } from "../validate";
import { clientHubByExternalId } from "../seed/client-hubs";
import { indexParcel, parcelByExternalId } from "./parcel-index";
import { EDITABLE_STATES, hasPendingEvents, stateAt } from "./plan";
import { createParcels, readStateFilter, updateParcel, type NewParcel } from "./schemas";
import type { ParcelFields, ParcelRecord, ParcelState } from "./types";
import { parcelStatus, parcelTimeline, parcelToWire } from "./wire";

export const PAGE_SIZE = 50;

const unprocessable = (message: string) => new SandboxError(422, message);

/** A parcel of the calling account that has not been deleted; 404 otherwise. */
export function findParcel(ctx: Ctx, id: string): ParcelRecord {
  const p = Object.hasOwn(ctx.state.parcels, id) ? ctx.state.parcels[id] : undefined;
  if (!p || p.client_id !== ctx.clientId || (p.deleted_at !== null && p.deleted_at <= ctx.now)) throw new SandboxError(404, `parcel ${id} not found`);
  return p;
}

/** Exactly one of loc, addr and hub_external_id says where (§4); a hub is one of the account's (GET /v1/hubs). */
function checkPlace(info: { loc?: unknown; addr?: unknown; hub_external_id?: unknown }, field: string) {
  const given = (["loc", "addr", "hub_external_id"] as const).filter((k) => info[k] !== undefined && info[k] !== null);
  if (given.length !== 1)
    throw unprocessable(`${field} must have exactly one of loc, addr and hub_external_id (it has ${given.length ? given.join(" and ") : "none"})`);
  if (typeof info.hub_external_id === "string" && !clientHubByExternalId(info.hub_external_id)) {
    throw unprocessable(`${field}.hub_external_id "${info.hub_external_id}" is not one of the account's hubs (GET /v1/hubs)`);
  }
}

function checkWindow(from: string | undefined, to: string | undefined, field = "delivery_to") {
  if (from && to && Date.parse(to) <= Date.parse(from)) throw unprocessable(`${field} must be after delivery_from`);
}

function checkNew(parcel: NewParcel, i: number, count: number) {
  const at = `parcels[${i}]`;
  checkPlace(parcel.pickup_info, `${at}.pickup_info`);
  checkPlace(parcel.dropoff_info, `${at}.dropoff_info`);
  if (parcel.pickup_info.code && count > 1) throw unprocessable(`${at}.pickup_info.code is only for single-parcel deliveries`);
  checkWindow(parcel.delivery_from, parcel.delivery_to, `${at}.delivery_to`);
}

/**
 * POST /v1/parcels: records parcels, all or none. An external_id used already (by a parcel of the
 * account, or twice in the request) is a 409 carrying the parcels that exist, as the seed says.
 */
export function createParcelsAction(ctx: Ctx, body: unknown): Response {
  const { parcels } = parseOrThrow(createParcels, body);
  parcels.forEach((p, i) => checkNew(p, i, parcels.length));
  const seen = new Set<string>();
  const existing: ParcelRecord[] = [];
  const repeated: string[] = [];
  for (const p of parcels) {
    if (p.external_id === undefined) continue;
    const found = parcelByExternalId(ctx.state.parcels, ctx.clientId, p.external_id);
    if (found && (found.deleted_at === null || found.deleted_at > ctx.now)) existing.push(found);
    else if (seen.has(p.external_id)) repeated.push(p.external_id);
    seen.add(p.external_id);
  }
  if (existing.length > 0) {
    return json({ errors: existing.map((p) => `external_id ${p.external_id} already exists`), parcels: existing.map(parcelToWire) }, 409);
  }
  if (repeated.length > 0) throw new SandboxError(409, `external_id ${repeated[0]} appears more than once in the request`);

  const created = parcels.map(({ external_id, ...fields }) => {
    const record: ParcelRecord = {
      id: randomUUID(),
      client_id: ctx.clientId,
      external_id: external_id ?? null,
      created_at: ctx.now,
      updated_at: ctx.now,
      fields: fields as ParcelFields,
      events: [{ state: "ready", at: ctx.now }],
      shipping_type_id: null,
      forced_outcome: null,
      deleted_at: null,
      driver_index: Math.floor(ctx.logistics.random() * 1000),
      proof_code: null,
      proof: null,
    };
    ctx.state.parcels[record.id] = record;
    indexParcel(ctx.state.parcels, record);
    ctx.changes.put("parcels", record.id, record);
    return record;
  });
  return json({ parcels: created.map(parcelToWire) });
}

/** GET /v1/parcels?states=…&page=…: the account's parcels in those states, newest first, 0-based pages. */
export function listParcels(ctx: Ctx, query: URLSearchParams): Response {
  // An array in a query is repeated (states=a&states=b), the OpenAPI default; one value is one state.
  const raw = query.getAll("states").filter((s) => s !== "");
  if (raw.length === 0) throw new SandboxError(400, "states is required: one or more parcel states, as states=ready&states=delivered");
  const states = new Set<ParcelState>();
  for (const s of raw) {
    const state = readStateFilter(s);
    if (!state) throw new SandboxError(400, `states: "${s}" is not a parcel state`);
    states.add(state);
  }
  const pageText = query.get("page");
  if (pageText === null || pageText === "") throw new SandboxError(400, "page is required (pages start at 0)");
  const page = Number(pageText);
  if (!Number.isInteger(page) || page < 0 || page > 1_000_000) throw new SandboxError(400, "page must be a whole number from 0");

  const all = Object.values(ctx.state.parcels);
  const matching: ParcelRecord[] = [];
  for (let i = all.length - 1; i >= 0; i--) {
    const p = all[i]!;
    if (p.client_id !== ctx.clientId || (p.deleted_at !== null && p.deleted_at <= ctx.now)) continue;
    if (states.has(stateAt(p, ctx.now))) matching.push(p);
  }
  const slice = matching.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return json({ parcels: slice.map(parcelToWire), page, page_size: PAGE_SIZE, more_pages: matching.length > (page + 1) * PAGE_SIZE });
}

export const getParcel = (ctx: Ctx, id: string) => json(parcelToWire(findParcel(ctx, id)));
export const getParcelStatus = (ctx: Ctx, id: string) => json(parcelStatus(findParcel(ctx, id), ctx.now, ctx.base));
export const getParcelTimeline = (ctx: Ctx, id: string) => json(parcelTimeline(findParcel(ctx, id), ctx.now));

const INSTRUCTIONS_ONLY = "only pickup_info.instr and dropoff_info.instr can change";

/** PUT /v1/parcels/{id}: every field while the parcel rests (§4's editable states), else only the instructions. */
export function updateParcelAction(ctx: Ctx, id: string, body: unknown): Response {
  const p = findParcel(ctx, id);
  const edit = parseOrThrow(updateParcel, body);
  const state = stateAt(p, ctx.now);
  const resting = EDITABLE_STATES.has(state) && !hasPendingEvents(p, ctx.now);
  if (!resting) {
    const onlyInstr = (info: Record<string, unknown> | undefined) => !info || Object.keys(info).every((k) => k === "instr");
    const others = Object.keys(edit).filter((k) => k !== "pickup_info" && k !== "dropoff_info");
    if (others.length > 0 || !onlyInstr(edit.pickup_info) || !onlyInstr(edit.dropoff_info)) {
      const why = EDITABLE_STATES.has(state) ? "a shipment of it was requested" : `it is ${state}`;
      throw new SandboxError(409, `parcel ${p.id} cannot be edited that way because ${why}: ${INSTRUCTIONS_ONLY}`);
    }
  }
  const previousExternalId = p.external_id;
  if (edit.external_id !== undefined && edit.external_id !== p.external_id) {
    const other = parcelByExternalId(ctx.state.parcels, ctx.clientId, edit.external_id);
    if (other && (other.deleted_at === null || other.deleted_at > ctx.now)) throw new SandboxError(409, `external_id ${edit.external_id} already exists`);
  }
  const { external_id, pickup_info, dropoff_info, ...rest } = edit;
  const next: ParcelFields = {
    ...p.fields,
    ...rest,
    pickup_info: mergePlace(p.fields.pickup_info, pickup_info),
    dropoff_info: mergePlace(p.fields.dropoff_info, dropoff_info),
  } as ParcelFields;
  checkPlace(next.pickup_info, "pickup_info");
  checkPlace(next.dropoff_info, "dropoff_info");
  checkWindow(next.delivery_from, next.delivery_to);
  p.fields = next;
  if (external_id !== undefined) p.external_id = external_id;
  p.updated_at = ctx.now;
  indexParcel(ctx.state.parcels, p, previousExternalId);
  ctx.changes.put("parcels", p.id, p);
  return json(parcelToWire(p));
}

/** A place edit: giving one of loc, addr and hub_external_id replaces the others. */
function mergePlace<T extends Record<string, unknown>>(current: T, edit: Record<string, unknown> | undefined): T {
  if (!edit) return current;
  const moved = ["loc", "addr", "hub_external_id"].some((k) => edit[k] !== undefined);
  const base: Record<string, unknown> = { ...current };
  if (moved) for (const k of ["loc", "addr", "hub_external_id"]) delete base[k];
  const contact = edit.contact ? { ...(current.contact as object), ...(edit.contact as object) } : current.contact;
  return { ...base, ...edit, contact } as unknown as T;
}
