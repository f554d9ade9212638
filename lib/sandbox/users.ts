import type { Ctx } from "./context";
import { badRequest, json, notFound } from "./http";
import { pageParams } from "./paging";
import type { User } from "./state";

const toWire = ({ state, ...user }: User) => ({ ...user, disabled: state === "disabled" });

export function listUsers(ctx: Ctx, query: URLSearchParams): Response {
  const { page, per } = pageParams(query, 20);
  const state = query.get("state") ?? "active";
  if (!["active", "pending", "disabled"].includes(state)) throw badRequest("state", 'must be "active", "pending" or "disabled"');
  const all = ctx.state.users.filter((u) => u.state === state);
  return json({
    data: all.slice((page - 1) * per, page * per).map(toWire),
    page,
    pages: Math.max(1, Math.ceil(all.length / per)),
    per,
    total: all.length,
  });
}

export function getUser(ctx: Ctx, id: string): Response {
  const user = ctx.state.users.find((u) => u.id === id);
  if (!user) throw notFound(`user ${id}`);
  return json(toWire(user));
}
