import { ConnectionStatus } from "./connection-status";
import { describeProviderError, provider, ProviderError } from "@/lib/provider";

/** Proves the provider answers with Ridedesk's credentials, by reading its company users. */
async function checkProvider(): Promise<{ ok: boolean; detail: string }> {
  try {
    const { total } = await provider().users({ per: 1 });
    return { ok: true, detail: `Connected: the account has ${total} active ${total === 1 ? "user" : "users"}.` };
  } catch (e) {
    if (e instanceof ProviderError) return { ok: false, detail: describeProviderError(e) };
    console.error("[home] provider check failed", e);
    return { ok: false, detail: "The ride service could not be checked." };
  }
}

export async function ProviderCheck() {
  const { ok, detail } = await checkProvider();
  return <ConnectionStatus ok={ok} detail={detail} />;
}
