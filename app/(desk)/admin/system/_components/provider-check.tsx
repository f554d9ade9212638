import { getTranslations } from "next-intl/server";
import { wordsFor } from "@/lib/i18n/server-translator";
import { checkProviderConnection } from "@/lib/system/provider-connection";
import { ConnectionStatus } from "./connection-status";

export async function ProviderCheck() {
  const t = await getTranslations("system.provider");
  const check = await checkProviderConnection();
  return <ConnectionStatus ok={check.ok} detail={check.ok ? t("connected", { count: check.activeUsers }) : await wordsFor(check.problem)} />;
}
