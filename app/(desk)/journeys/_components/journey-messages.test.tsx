import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/locales";
import { InLanguage } from "@/lib/i18n/testing";
import { NO_MESSAGES, type BookingMessages, type DeskAlertLine, type GuestMessageLine } from "@/lib/notifications/booking-messages";
import { JourneyMessages } from "./journey-messages";

const render = (messages: BookingMessages, locale: Locale = "en") =>
  renderToStaticMarkup(
    <InLanguage locale={locale}>
      <JourneyMessages messages={messages} riderName="Ana García" zone="Europe/Madrid" />
    </InLanguage>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, "");

const message = (over: Partial<GuestMessageLine>): GuestMessageLine => ({
  id: crypto.randomUUID(),
  event: "booked",
  channel: "sms",
  to: "+34 612 34 56 78",
  status: "delivered",
  skipReason: null,
  errorCode: null,
  at: "2026-11-23T05:02:00.000Z",
  ...over,
});
const alert = (over: Partial<DeskAlertLine>): DeskAlertLine => ({
  id: crypto.randomUUID(),
  problem: "not_found",
  target: "slack",
  status: "sent",
  reason: null,
  at: "2026-11-23T05:02:00.000Z",
  ...over,
});
const withMessages = (...messages: GuestMessageLine[]): BookingMessages => ({ ...NO_MESSAGES, channels: ["sms", "whatsapp", "email"], messages });
/** The status badge of each message, in order. */
const statuses = (html: string) => [...html.matchAll(/data-testid="guest-message-status"[^>]*>(.*?)<\/span><\/li>/g)].map((m) => text(m[1]!));

describe("the journey's messages card", () => {
  it("says each message's status in words", () => {
    const html = render(
      withMessages(
        message({ status: "pending" }),
        message({ status: "sending" }),
        message({ status: "queued" }),
        message({ status: "sent" }),
        message({ status: "delivered" }),
        message({ status: "undelivered", errorCode: "30003" }),
        message({ status: "failed", errorCode: "21211" }),
        message({ status: "failed", channel: "email", errorCode: null }),
        message({ status: "failed", errorCode: "21610" }),
        message({ status: "skipped", skipReason: "stale" }),
        message({ status: "skipped", skipReason: "opted_out" }),
        message({ status: "skipped", skipReason: "no_recipient" }),
        message({ status: "skipped", skipReason: "channel_off" }),
      ),
    );
    expect(statuses(html)).toEqual([
      "Being sent",
      "Being sent",
      "Queued",
      "Sent",
      "Delivered",
      "Not delivered (Twilio error 30003)",
      "Failed (error 21211)",
      "Failed",
      "Not sent: the guest answered STOP",
      "Not sent: the ride had moved on",
      "Not sent: the guest answered STOP",
      "Not sent: no number or address to send it to",
      "Not sent: this channel is no longer set up",
    ]);
    // Twilio's code is data, kept as it came.
    expect(html).toContain('Not delivered (Twilio error <span translate="no">30003</span>)');
  });

  it("says what each message was about, how and to whom, and when on the pickup's clock", () => {
    const html = render(
      withMessages(message({ event: "driver_assigned", channel: "whatsapp" }), message({ event: "cancelled", channel: "email", to: "ana@example.com" })),
    );
    expect(text(html)).toContain("Driver assigned · WhatsApp to +34 612 34 56 78");
    expect(text(html)).toContain("Ride cancelled · Email to ana@example.com");
    expect(html).toContain('<span translate="no">ana@example.com</span>');
    expect(html).toMatch(/<time dateTime="2026-11-23T05:02:00.000Z"[^>]*>Mon 23 Nov, 06:02<\/time>/);
    expect(text(html)).toContain("The guest is told by SMS, WhatsApp, and email.");
  });

  it("tells none chosen from none yet", () => {
    expect(text(render(NO_MESSAGES))).toContain("No messages: none were chosen when booking.");
    expect(text(render({ ...NO_MESSAGES, channels: ["sms"] }))).toContain("None yet.");
    expect(text(render({ ...NO_MESSAGES, channels: ["sms"] }))).not.toContain("none were chosen");
  });

  it("warns when the guest answered STOP on a channel", () => {
    const html = render({
      ...withMessages(message({ status: "skipped", skipReason: "opted_out" })),
      optOuts: [{ channel: "sms", to: "+34 612 34 56 78", at: "2026-11-23T05:00:00.000Z" }],
    });
    expect(text(html)).toContain("Ana García answered STOP to SMS: no more SMS will be sent.");
    expect(html).toContain('<span translate="no">Ana García</span>');
  });

  it("lists the desk's alerts about the ride: sent, failed with a reason, not sent and why", () => {
    const html = render({
      ...NO_MESSAGES,
      alerts: [
        alert({}),
        alert({ target: "agent_email", status: "failed", reason: "550" }),
        alert({ target: "teams", status: "failed" }),
        alert({ target: "slack", problem: "driver_cancel", status: "failed", reason: "url_not_allowed" }),
        alert({ target: "teams", problem: "no_show", status: "skipped", reason: "resolved" }),
        alert({ target: "agent_email", problem: "no_driver_yet", status: "pending" }),
      ],
    });
    expect(text(html)).toContain("Desk alerts");
    expect(text(html)).toContain("No driver found · Slack alerted");
    expect(text(html)).toContain("No driver found · Email to the agent failed: 550");
    expect(html).toContain('failed: <span translate="no">550</span>');
    expect(text(html)).toContain("No driver found · Teams alert failed");
    expect(text(html)).toContain(
      "Slack alert failed: its saved URL posts to this machine, which only the sandbox allows; save the channel again on Notifications",
    );
    expect(text(html)).toContain("The guest did not show up · Teams not alerted: the problem was dealt with first");
    expect(text(html)).toContain("Still no driver · Emailing the agent…");
  });

  it("speaks Spanish and Portuguese", () => {
    const messages = {
      ...withMessages(message({ status: "undelivered", errorCode: "30005" }), message({ status: "skipped", skipReason: "stale", event: "reminder" })),
      alerts: [alert({})],
    };
    const es = text(render(messages, "es"));
    expect(es).toContain("Viaje reservado · SMS a +34 612 34 56 78");
    expect(es).toContain("No entregado (error de Twilio 30005)");
    expect(es).toContain("No enviado: el viaje ya había avanzado");
    expect(es).toContain("No se encontró conductor · Alerta enviada a Slack");
    const pt = text(render(messages, "pt"));
    expect(pt).toContain("Viagem reservada · SMS para +34 612 34 56 78");
    expect(pt).toContain("Não entregue (erro do Twilio 30005)");
    expect(pt).toContain("Lembrete");
    expect(pt).toContain("Não enviada: a viagem já tinha avançado");
    const refused = { ...NO_MESSAGES, alerts: [alert({ status: "failed", reason: "url_not_allowed" })] };
    expect(text(render(refused, "es"))).toContain("Falló la alerta a Slack: su URL guardada envía a esta máquina");
    expect(text(render(refused, "pt"))).toContain("Falhou o alerta ao Slack: a URL salva envia para esta máquina");
  });
});
