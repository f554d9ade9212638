import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { env } from "@/lib/env";
import { negotiateLocale, type Locale } from "@/lib/locales";
import { currentUser } from "./session";

/**
 * This request's language: the signed-in user's choice, else the browser's `Accept-Language`, else
 * the company's default. Sign-in and setup have no user yet, so they follow the browser. The choice
 * comes with the session (session-token.ts reads the user on every request), so it costs no query.
 */
export const requestLocale = cache(async (): Promise<Locale> => {
  const saved = (await currentUser())?.locale ?? null;
  return saved ?? negotiateLocale((await headers()).get("accept-language")) ?? env().companyLocale;
});
