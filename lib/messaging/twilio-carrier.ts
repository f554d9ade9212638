import "server-only";
import type { TwilioSettings } from "@/lib/env";
import { CarrierError, type TextCarrier, type TextChannel } from "@/lib/outbound/carriers";
import { createTwilioClient, TwilioError, type TwilioClient, type TwilioMessage } from "./twilio-client";
import { ourStatus } from "./twilio-status";

/** What a Twilio failure means for a message: see CarrierError. An answer we cannot read may mean it was taken. */
function carrierFailure(e: unknown): CarrierError {
  if (!(e instanceof TwilioError)) return new CarrierError("lost", null, e instanceof Error ? e.message : String(e));
  const code = e.code !== null ? String(e.code) : e.status ? String(e.status) : null;
  if (e.kind === "rate_limited" || e.kind === "server_error") return new CarrierError("retry", code, e.message, e.retryAfter);
  if (e.kind === "refused") return new CarrierError("refused", code, e.twilioMessage ?? e.message);
  return new CarrierError("lost", code, e.message);
}

/**
 * Text messages through Twilio's Messaging API (or the embedded sandbox's copy of it): SMS from the
 * SMS sender, WhatsApp from the WhatsApp one. A lost answer is looked up in Twilio's message list by
 * recipient and sender, and matched by its words and creation time.
 */
export function twilioCarrier(settings: TwilioSettings, client: TwilioClient = createTwilioClient(settings)): TextCarrier | null {
  const senderOf = (channel: TextChannel) => (channel === "sms" ? settings.smsFrom : settings.whatsappFrom);
  const address = (channel: TextChannel, phone: string) => (channel === "whatsapp" ? `whatsapp:${phone}` : phone);
  if (!settings.smsFrom && !settings.whatsappFrom) return null;
  return {
    async send({ channel, to, body, content, statusCallback }) {
      const from = senderOf(channel);
      if (!from) throw new CarrierError("refused", null, `${channel} has no sender configured`);
      try {
        const m = await client.sendMessage({ to: address(channel, to), from, body, content: content ?? null, statusCallback });
        return { id: m.sid, status: ourStatus(m.status) === "sent" ? "sent" : "queued" };
      } catch (e) {
        throw carrierFailure(e);
      }
    },
    async lastInboundAt({ from: phone }) {
      const ours = senderOf("whatsapp");
      let messages: TwilioMessage[];
      try {
        // What the phone wrote to our sender, newest first; a Messaging Service's numbers are its own, so then by the phone alone.
        ({ messages } = await client.listMessages({
          from: address("whatsapp", phone),
          ...(ours && !ours.startsWith("MG") ? { to: ours } : {}),
          pageSize: 20,
          maxPages: 1,
        }));
      } catch (e) {
        throw carrierFailure(e);
      }
      const inbound = messages.filter((m) => m.direction === null || m.direction === "inbound").map((m) => m.date_created.getTime());
      return inbound.length ? new Date(Math.max(...inbound)) : null;
    },
    async findSent({ channel, to, body, since }) {
      const from = senderOf(channel);
      let messages: TwilioMessage[];
      try {
        // Newest first, by recipient (and sender, unless a Messaging Service picks its number itself). Not
        // by DateSent: a message still queued has no date sent, and it is the very one looked for.
        ({ messages } = await client.listMessages({
          to: address(channel, to),
          ...(from && !from.startsWith("MG") ? { from } : {}),
          pageSize: 100,
          maxPages: 2,
        }));
      } catch (e) {
        throw carrierFailure(e);
      }
      const match = messages.find((m) => m.body === body && m.date_created.getTime() >= since.getTime());
      return match ? { id: match.sid, status: ourStatus(match.status) ?? "queued" } : null;
    },
  };
}
