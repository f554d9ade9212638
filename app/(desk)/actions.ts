"use server";

import { z } from "zod";
import { action, actorOf } from "@/lib/auth/guard";
import { signOut } from "@/lib/auth/config";
import { currentSessionId } from "@/lib/auth/session";
import { endSession } from "@/lib/auth/session-token";
import { audit } from "@/lib/audit/queries";

/** Ends this session on the server before clearing its cookie, so a copy of the cookie stops working too. */
export const signOutAction = action({ role: "signed-in", schema: z.strictObject({}) }, async (_input, { user, db }) => {
  await endSession(db, { sessionId: await currentSessionId(), userId: user.id });
  await audit(db, { actor: actorOf({ user }), action: "auth.sign_out" });
  await signOut({ redirectTo: "/sign-in" });
});
