import "server-only";
import { log } from "@/lib/log";
import { describeProviderError, provider, ProviderError } from "@/lib/provider";

const logger = log.child({ module: "system" });

/** Proves the provider answers with Ridedesk's credentials, by reading its company users. */
export async function checkProviderConnection(): Promise<{ ok: boolean; detail: string }> {
  try {
    const { total } = await provider().users({ per: 1 });
    return { ok: true, detail: `Connected: the account has ${total} active ${total === 1 ? "user" : "users"}.` };
  } catch (e) {
    if (e instanceof ProviderError) return { ok: false, detail: describeProviderError(e) };
    logger.error({ err: e }, "provider check failed");
    return { ok: false, detail: "The ride service could not be checked." };
  }
}
