import "server-only";
import type { BookingRow } from "@/lib/booking/queries";
import type { TemplateContent, TextCarrier } from "@/lib/outbound/carriers";
import type { GuestMessageFacts } from "./compose";
import type { GuestMessageRow } from "./outbox";
import type { GuestEvent } from "@/lib/channels";
import type { NotificationSettings } from "@/lib/outbound/settings";
import { filledTemplate, isWindowOpen, templateKey } from "./whatsapp-templates";
import { guestLocale } from "./outbox";

/**
 * How a WhatsApp message may go now. Inside the 24-hour window the guest's last message opened, as
 * the words we wrote; outside it, only as the approved template the admin mapped for its kind and
 * language (Twilio fails free text there with 63016); with no template mapped, not by WhatsApp.
 */
export type WhatsappRoute = { kind: "free" } | { kind: "template"; content: TemplateContent; text: string } | { kind: "no_template" };

export async function whatsappRoute(
  carrier: TextCarrier,
  m: Pick<GuestMessageRow, "recipient"> & { event: GuestEvent },
  booking: BookingRow,
  facts: GuestMessageFacts,
  settings: Pick<NotificationSettings, "whatsappTemplates">,
  now: Date,
): Promise<WhatsappRoute> {
  if (isWindowOpen(await carrier.lastInboundAt({ channel: "whatsapp", from: m.recipient }), now)) return { kind: "free" };
  const sid = settings.whatsappTemplates[templateKey(m.event, guestLocale(booking))];
  if (!sid) return { kind: "no_template" };
  const { variables, text } = filledTemplate(m.event, facts);
  return { kind: "template", content: { sid, variables }, text };
}
