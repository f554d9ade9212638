"use server";

import { redirect } from "next/navigation";
import { setPasswordSchema, type SetPasswordInput } from "@/lib/accounts/schemas";
import { fieldErrors, type ActionResult } from "@/lib/auth/guard";
import { cleared } from "@/lib/auth/lockout";
import { hashPassword } from "@/lib/auth/passwords";
import { passwordSignIn } from "@/lib/auth/sign-in";
import { db } from "@/lib/db";
import { audit } from "@/lib/db/audit";
import { consumePasswordToken, findByPasswordToken } from "@/lib/db/password-tokens";
import { updateUser } from "@/lib/db/users";

/** Sets a password from an invitation or reset link; the link itself is the proof, and works once. */
export async function setPasswordAction(input: SetPasswordInput): Promise<ActionResult<never>> {
  const database = await db();
  const found = await findByPasswordToken(database, String(input?.token ?? ""));
  if (!found) return { ok: false, error: { code: "not_found", message: "This link has expired or was already used. Ask an admin for a new one." } };
  const parsed = setPasswordSchema.safeParse({ ...input, email: found.user.email });
  if (!parsed.success) return { ok: false, error: { code: "invalid", message: "Some fields need attention.", fields: fieldErrors(parsed.error) } };
  const passwordHash = await hashPassword(parsed.data.password);
  const used = await database.transaction(async (tx) => {
    if (!(await consumePasswordToken(tx, parsed.data.token))) return false;
    await updateUser(tx, found.user.id, { passwordHash, ...cleared }, { endSessions: true });
    await audit(tx, { actor: { id: found.user.id, email: found.user.email }, action: "auth.password_set", target: { type: "user", id: found.user.id }, detail: { via: found.purpose } });
    return true;
  });
  if (!used) return { ok: false, error: { code: "not_found", message: "This link has expired or was already used. Ask an admin for a new one." } };
  await passwordSignIn(found.user.email, parsed.data.password);
  redirect("/");
}
