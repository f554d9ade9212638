import "server-only";
import { log } from "@/lib/log";
import { messageRef } from "@/lib/i18n/message-ref";
import { describeProviderError, provider, ProviderError } from "@/lib/provider";

const logger = log.child({ module: "system" });

/**
 * Proves the provider answers with Ridedesk's credentials, by reading its company users: how many
 * are active, or why the check failed (a message reference, or the provider error's description).
 */
export async function checkProviderConnection(): Promise<{ ok: true; activeUsers: number } | { ok: false; problem: string }> {
  try {
    const { total } = await provider().users({ per: 1 });
    return { ok: true, activeUsers: total };
  } catch (e) {
    if (e instanceof ProviderError) return { ok: false, problem: describeProviderError(e) };
    logger.error({ err: e }, "provider check failed");
    return { ok: false, problem: messageRef("system.checkFailed") };
  }
}
