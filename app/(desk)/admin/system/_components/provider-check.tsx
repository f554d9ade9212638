import { ConnectionStatus } from "./connection-status";
import { checkProviderConnection } from "@/lib/system/provider-connection";

export async function ProviderCheck() {
  const { ok, detail } = await checkProviderConnection();
  return <ConnectionStatus ok={ok} detail={detail} />;
}
