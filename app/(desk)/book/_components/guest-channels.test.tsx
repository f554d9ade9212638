import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { BookingInput } from "@/lib/booking/schema";
import type { Locale } from "@/lib/locales";
import { InLanguage } from "@/lib/i18n/testing";
import type { GuestChannel } from "@/lib/channels";
import { GuestChannels } from "./guest-channels";
import type { GuestChannelChoice } from "./types";

const ALL: GuestChannelChoice["availability"] = { sms: { available: true }, whatsapp: { available: true }, email: { available: true } };
const NO_SMTP: GuestChannelChoice["availability"] = { ...ALL, email: { available: false, why: "no_smtp" } };

function Form({ channels, availability, error }: { channels: GuestChannel[]; availability: GuestChannelChoice["availability"]; error?: string }) {
  const form = useForm<BookingInput>({ defaultValues: { rider: { kind: "guest", name: "", mobile: "", email: "", language: "en", channels } } });
  return <GuestChannels form={form} availability={availability} error={error} />;
}
const render = (props: Parameters<typeof Form>[0], locale: Locale = "en") =>
  renderToStaticMarkup(
    <InLanguage locale={locale}>
      <Form {...props} />
    </InLanguage>,
  );
const box = (html: string, channel: GuestChannel) => new RegExp(`<input[^>]*data-testid="guest-channel-${channel}"[^>]*>`).exec(html)![0];

describe("tell the guest by", () => {
  it("is a fieldset with a legend, ticking the channels given", () => {
    const html = render({ channels: ["sms", "email"], availability: ALL });
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Tell the guest by<\/legend>/);
    expect(box(html, "sms")).toContain('checked=""');
    expect(box(html, "whatsapp")).not.toContain("checked");
    expect(box(html, "email")).toContain('checked=""');
    expect(html).not.toContain("None ticked");
  });

  it("offers email disabled, with why beside it, when the desk has no SMTP server", () => {
    const html = render({ channels: ["sms"], availability: NO_SMTP });
    expect(box(html, "email")).toContain('disabled=""');
    expect(box(html, "email")).toContain('aria-describedby="guest-channel-email-off"');
    expect(html).toContain('id="guest-channel-email-off"');
    expect(html).toContain("Email is not set up on this desk");
    expect(box(html, "sms")).not.toContain("disabled");
  });

  it("says what none ticked means, and shows the server's refusal instead when there is one", () => {
    expect(render({ channels: [], availability: ALL })).toContain("None ticked: Ridedesk sends the guest no messages, so share the link yourself.");
    const refused = render({ channels: [], availability: ALL, error: "WhatsApp is not set up on this desk." });
    expect(refused).toContain('id="guest-channels-error"');
    expect(refused).not.toContain("None ticked");
  });

  it("speaks the desk's language", () => {
    const html = render({ channels: [], availability: NO_SMTP }, "es");
    expect(html).toContain("Avisar al invitado por");
    expect(html).toContain("El email no está configurado en este equipo");
    expect(render({ channels: [], availability: NO_SMTP }, "pt")).toContain("Avisar o convidado por");
  });
});
