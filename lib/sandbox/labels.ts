import { randomUUID } from "node:crypto";
import type { Ctx } from "./context";
import { SandboxError, badRequest, json, notFound } from "./http";
import { labelCreateSchema, labelUpdateSchema, parseOrThrow } from "./validate";
import { pageParams } from "./paging";

/** Latin letters that Unicode decomposition leaves whole, written as their usual ASCII. */
const LETTERS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", þ: "th", ł: "l", ı: "i", ħ: "h" };

/** The provider's slug: lower case, transliterated, punctuation stripped, spaces to "-". */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[ßæœøđðþłıħ]/g, (c) => LETTERS[c]!)
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function listLabels(ctx: Ctx, query: URLSearchParams): Response {
  const { page, per } = pageParams(query, 20);
  const active = query.get("active");
  if (active !== null && active !== "true" && active !== "false") throw badRequest("active", 'must be "true" or "false"');
  const all = ctx.state.labels.filter((l) => active === null || l.active === (active === "true"));
  return json({ data: all.slice((page - 1) * per, page * per), page, pages: Math.max(1, Math.ceil(all.length / per)), per, total: all.length });
}

export function getLabel(ctx: Ctx, id: string): Response {
  const label = ctx.state.labels.find((l) => l.id === id);
  if (!label) throw notFound(`label ${id}`);
  return json({ data: label });
}

export function createLabel(ctx: Ctx, body: unknown): Response {
  if (!ctx.state.company.labels_enabled) throw new SandboxError(400, "labels are not enabled for this company", "name");
  const req = parseOrThrow(labelCreateSchema, body);
  const slug = slugify(req.name);
  if (!slug) throw badRequest("name", "must contain at least one letter or digit");
  if (ctx.state.labels.some((l) => l.slug === slug)) throw badRequest("name", `gives the slug "${slug}", which another label already has`);
  const label = { id: randomUUID(), client_id: ctx.clientId, slug, name: req.name, description: req.description ?? "", active: req.active ?? true };
  ctx.state.labels.push(label);
  ctx.changes.put("labels", label.id, label);
  return json({ data: label });
}

/** PATCH takes the label id as a query parameter, as the provider's API does. A label's name cannot change. */
export function updateLabel(ctx: Ctx, query: URLSearchParams, body: unknown): Response {
  const id = query.get("id");
  if (!id) throw badRequest("id", "is required as a query parameter");
  const label = ctx.state.labels.find((l) => l.id === id);
  if (!label) throw notFound(`label ${id}`);
  if (body && typeof body === "object" && "name" in body) throw badRequest("name", "cannot change: create a new label instead");
  const req = parseOrThrow(labelUpdateSchema, body);
  Object.assign(label, req);
  ctx.changes.put("labels", label.id, label);
  return json({ data: label });
}
