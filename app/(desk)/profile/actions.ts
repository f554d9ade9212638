"use server";

import { eq } from "drizzle-orm";
import { z } from "zod";
import { action } from "@/lib/auth/guard";
import { users } from "@/lib/db/schema";
import { LOCALES } from "@/lib/locales";

const chooseLanguageSchema = z.strictObject({ locale: z.enum(LOCALES) });

/** Keeps the language the signed-in user chose for the desk; every page follows it from the next render. */
export const chooseLanguageAction = action({ role: "any", schema: chooseLanguageSchema }, async ({ locale }, { user, db }) => {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, user.id));
  return { locale };
});
