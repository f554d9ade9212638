import { ConnectionStatus } from "@/components/home/connection-status";
import { describeProviderError, provider, ProviderError } from "@/lib/provider";

/** Proves the provider answers with Ridedesk's credentials, by reading its company users. */
export async function ProviderCheck() {
  try {
    const users = await provider().users({ per: 1 });
    return <ConnectionStatus ok detail={`Connected: the account has ${users.total} active ${users.total === 1 ? "user" : "users"}.`} />;
  } catch (e) {
    if (!(e instanceof ProviderError)) console.error("[home] provider check failed", e);
    return <ConnectionStatus ok={false} detail={e instanceof ProviderError ? describeProviderError(e) : "The ride service could not be checked."} />;
  }
}
