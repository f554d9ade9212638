import "server-only";
import { describeProviderError, provider, ProviderError } from "@/lib/provider";

/** Proves the provider answers with Ridedesk's credentials, by reading its company users. */
export async function checkProviderConnection(): Promise<{ ok: boolean; detail: string }> {
  try {
    const { total } = await provider().users({ per: 1 });
    return { ok: true, detail: `Connected: the account has ${total} active ${total === 1 ? "user" : "users"}.` };
  } catch (e) {
    if (e instanceof ProviderError) return { ok: false, detail: describeProviderError(e) };
    console.error("[home] provider check failed", e);
    return { ok: false, detail: "The ride service could not be checked." };
  }
}
