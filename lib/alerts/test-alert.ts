import "server-only";
import type { Locale } from "@/lib/locales";
import { translator } from "@/lib/i18n/server-translator";
import type { DeskChannel } from "@/lib/channels";
import { sampleRide } from "@/lib/outbound/sample-ride";
import { composeAlert } from "./deliver";
import { postAlert, type PostOutcome } from "./post-webhook";
import { slackPayload } from "./slack";
import { teamsPayload } from "./teams";

const TEST_TIMEOUT_MS = 10_000;
/** How far ahead the made-up ride's pickup is. */
const TEST_PICKUP_MINUTES = 30;

/**
 * Posts a made-up "no driver found" alert to a desk channel, its title saying it is a test, in the
 * desk channel's language, and says what the channel answered.
 */
export async function sendTestAlert(
  channel: DeskChannel,
  url: string,
  context: { locale: Locale; companyName: string; appUrl: string; now: Date; post?: typeof postAlert },
): Promise<PostOutcome> {
  const t = await translator(context.locale);
  const ride = await sampleRide(context.locale, { ...context, minutesToPickup: TEST_PICKUP_MINUTES });
  const alert = await composeAlert(ride.booking, t("notifications.sample.agent"), "not_found", context.locale, context.appUrl, ride.now);
  const test = { ...alert, title: t("notifications.test.title", { title: alert.title }) };
  const body = channel === "slack" ? slackPayload(test) : teamsPayload(test);
  return (context.post ?? postAlert)(url, body, { timeoutMs: TEST_TIMEOUT_MS });
}
