"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import {
  assignRequestersSchema,
  changeRoleSchema,
  createUserSchema,
  setActiveSchema,
  userIdSchema,
} from "@/lib/accounts/schemas";
import { action, ActionError, type ActionContext } from "@/lib/auth/guard";
import { cleared } from "@/lib/auth/lockout";
import { audit } from "@/lib/audit/queries";
import { issuePasswordToken } from "@/lib/accounts/password-tokens";
import { RequesterAssignmentError, setAgentRequesters } from "@/lib/accounts/requester-queries";
import { changeUserRole, createUser, findUserByEmail, findUserById, LastAdminError, setUserActive, toPublic, updateUser } from "@/lib/accounts/queries";
import { syncRequesters } from "@/lib/accounts/requesters";
import { messageRef } from "@/lib/i18n/message-ref";

const actorOf = ({ user }: ActionContext) => ({ id: user.id, email: user.email });

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
  const { user, token } = await refusingUnknownRequesters(
    ctx.db.transaction(async (tx) => {
      const user = await createUser(tx, input);
      const { token } = await issuePasswordToken(tx, user.id, "invite", ctx.user.id);
      await audit(tx, { actor: actorOf(ctx), action: "user.invited", target: { type: "user", id: user.id }, detail: { email: user.email, role: user.role } });
      if (requesterIds.length > 0) {
        await setAgentRequesters(tx, user.id, requesterIds, defaultId);
        await audit(tx, { actor: actorOf(ctx), action: "requesters.assigned", target: { type: "user", id: user.id }, detail: { email: user.email, requesters: requesterIds, default: defaultId } });
      }
      return { user, token };
    }),
  );
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
  const token = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash: null, ...cleared }, { endSessions: true });
    const { token } = await issuePasswordToken(tx, userId, "reset", ctx.user.id);
    await audit(tx, { actor: actorOf(ctx), action: "user.password_reset", target: { type: "user", id: userId }, detail: { email: user.email } });
    return token;
  });
  return done({ resetPath: `/welcome/${token}` });
});

export const unlockUserAction = action({ role: "admin", schema: userIdSchema }, async ({ userId }, ctx) => {
  const user = await target(ctx, userId);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, userId, cleared);
    await audit(tx, { actor: actorOf(ctx), action: "user.unlocked", target: { type: "user", id: userId }, detail: { email: user.email } });
  });
  return done({ unlocked: true });
});

export const assignRequestersAction = action({ role: "admin", schema: assignRequestersSchema }, async ({ userId, requesterIds, defaultId }, ctx) => {
  const user = await target(ctx, userId);
  await refusingUnknownRequesters(
    ctx.db.transaction(async (tx) => {
      await setAgentRequesters(tx, userId, requesterIds, defaultId);
      await audit(tx, { actor: actorOf(ctx), action: "requesters.assigned", target: { type: "user", id: userId }, detail: { email: user.email, requesters: requesterIds, default: defaultId } });
    }),
  );
  return done({ saved: requesterIds.length });
});

export const syncRequestersAction = action({ role: "admin", schema: z.strictObject({}) }, async (_input, ctx) => {
  return done(await syncRequesters(ctx.db, actorOf(ctx)));
});
