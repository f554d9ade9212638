"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { assignRequestersSchema, changeRoleSchema, createUserSchema, setActiveSchema, userIdSchema } from "@/lib/accounts/schemas";
import { action, ActionError, type ActionContext, actorOf } from "@/lib/auth/guard";
import { assignRequesters, inviteUser, resetPassword, unlockUser } from "@/lib/accounts/manage";
import { RequesterAssignmentError } from "@/lib/accounts/requester-queries";
import { changeUserRole, findUserByEmail, findUserById, LastAdminError, setUserActive, toPublic } from "@/lib/accounts/queries";
import { syncRequesters } from "@/lib/accounts/requesters";
import { messageRef } from "@/lib/i18n/message-ref";

const gone = () => new ActionError("not_found", messageRef("users.gone"));

async function target(ctx: ActionContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw gone();
  return user;
}

/** Runs a change that might take away the last active admin, turning that refusal into a message. */
async function keepingAnAdmin<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (e) {
    if (e instanceof LastAdminError) throw new ActionError("conflict", messageRef("users.lastAdmin"));
    throw e;
  }
}

/** Runs a change that assigns requesters, turning a refused choice into a message on the picker. */
async function refusingUnknownRequesters<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (e) {
    if (e instanceof RequesterAssignmentError) throw new ActionError("invalid", e.message, { defaultId: e.message });
    throw e;
  }
}

function done<T>(value: T): T {
  revalidatePath("/admin/users");
  return value;
}

export const createUserAction = action({ role: "admin", schema: createUserSchema }, async ({ requesterIds, defaultId, ...input }, ctx) => {
  if (await findUserByEmail(ctx.db, input.email)) {
    const taken = messageRef("users.emailTaken");
    throw new ActionError("conflict", taken, { email: taken });
  }
  const { user, token } = await refusingUnknownRequesters(inviteUser(ctx.db, actorOf(ctx), { ...input, requesterIds, defaultId }));
  return done({ user: toPublic(user), invitePath: `/welcome/${token}`, requesters: requesterIds.length });
});

export const changeRoleAction = action({ role: "admin", schema: changeRoleSchema }, async ({ userId, role }, ctx) => {
  const changed = await keepingAnAdmin(changeUserRole(ctx.db, { userId, role, actor: actorOf(ctx) }));
  if (!changed) throw gone();
  return done({ user: toPublic(changed.after) });
});

export const setActiveAction = action({ role: "admin", schema: setActiveSchema }, async ({ userId, active }, ctx) => {
  if (!active && userId === ctx.user.id) throw new ActionError("conflict", messageRef("users.cannotDeactivateSelf"));
  const changed = await keepingAnAdmin(setUserActive(ctx.db, { userId, active, actor: actorOf(ctx) }));
  if (!changed) throw gone();
  return done({ user: toPublic(changed.after) });
});

/** Ends the user's sessions, removes their password and gives a one-time link to set a new one. */
export const resetPasswordAction = action({ role: "admin", schema: userIdSchema }, async ({ userId }, ctx) => {
  const user = await target(ctx, userId);
  if (!user.active) throw new ActionError("conflict", messageRef("users.reactivateBeforeReset"));
  const token = await resetPassword(ctx.db, actorOf(ctx), user);
  return done({ resetPath: `/welcome/${token}` });
});

export const unlockUserAction = action({ role: "admin", schema: userIdSchema }, async ({ userId }, ctx) => {
  const user = await target(ctx, userId);
  await unlockUser(ctx.db, actorOf(ctx), user);
  return done({ unlocked: true });
});

export const assignRequestersAction = action({ role: "admin", schema: assignRequestersSchema }, async ({ userId, requesterIds, defaultId }, ctx) => {
  const user = await target(ctx, userId);
  await refusingUnknownRequesters(assignRequesters(ctx.db, actorOf(ctx), user, { requesterIds, defaultId }));
  return done({ saved: requesterIds.length });
});

export const syncRequestersAction = action({ role: "admin", schema: z.strictObject({}) }, async (_input, ctx) => {
  return done(await syncRequesters(ctx.db, actorOf(ctx)));
});
