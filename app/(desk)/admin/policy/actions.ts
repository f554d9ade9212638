"use server";

import { revalidatePath } from "next/cache";
import { policySchema } from "@/lib/policy/schema";
import { action, actorOf } from "@/lib/auth/guard";
import { savePolicy } from "@/lib/policy/queries";

/** Saves the company's booking policy; new bookings follow it at once. */
export const savePolicyAction = action({ role: "admin", schema: policySchema }, async (input, ctx) => {
  const { policy, changed } = await savePolicy(ctx.db, input, actorOf(ctx));
  revalidatePath("/admin/policy");
  revalidatePath("/book");
  const { updatedAt: _, ...saved } = policy;
  return { policy: saved, changed };
});
