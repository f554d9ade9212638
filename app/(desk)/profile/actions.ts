"use server";

import { z } from "zod";
import { action } from "@/lib/auth/guard";
import { setUserLocale } from "@/lib/accounts/queries";
import { LOCALES } from "@/lib/locales";

const chooseLanguageSchema = z.strictObject({ locale: z.enum(LOCALES) });

/** Keeps the language the signed-in user chose for the desk; every page follows it from the next render. */
export const chooseLanguageAction = action({ role: "signed-in", schema: chooseLanguageSchema }, async ({ locale }, { user, db }) => {
  await setUserLocale(db, user.id, locale);
  return { locale };
});
