"use server";

import { z } from "zod";
import { action } from "@/lib/auth/guard";
import { signOut } from "@/lib/auth/config";
import { audit } from "@/lib/db/audit";

export const signOutAction = action({ role: "any", schema: z.strictObject({}) }, async (_input, { user, db }) => {
  await audit(db, { actor: { id: user.id, email: user.email }, action: "auth.sign_out" });
  await signOut({ redirectTo: "/sign-in" });
});
