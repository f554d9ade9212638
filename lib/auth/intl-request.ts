import "server-only";
import { getRequestConfig } from "next-intl/server";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { loadMessages } from "@/lib/i18n/messages";
import { pseudoMessages } from "@/lib/i18n/pseudo";
import { wantsPseudoLocale } from "@/lib/i18n/request-locale";
import { requestLocale } from "./request-locale";

const logger = log.child({ module: "i18n" });

/** next-intl's configuration for each request: its language, that language's messages, the company's zone. */
export default getRequestConfig(async () => {
  const locale = await requestLocale();
  const messages = await loadMessages(locale);
  return {
    locale,
    messages: (await wantsPseudoLocale()) ? pseudoMessages(await loadMessages("en")) : messages,
    // Times are always formatted with an explicit zone (the pickup's, the desk's); this is only the fallback.
    timeZone: env().companyTimeZone,
    onError(error) {
      logger.error({ err: error }, "A message could not be shown");
    },
  };
});
