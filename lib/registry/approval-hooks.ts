import "server-only";
import { provider } from "@/lib/provider";
import { getPolicy } from "@/lib/policy/queries";
import type { AnswerDeps } from "@/lib/approvals/answer";
import { bookingHooks } from "./booking-hooks";

/** What answering an approval and its deadline's fallback need: booking with its hooks, the provider's prices, the policy's tolerance. */
export const approvalDeps: AnswerDeps = { hooks: bookingHooks, repricer: { estimate: (body) => provider().estimate(body) }, policy: getPolicy };
