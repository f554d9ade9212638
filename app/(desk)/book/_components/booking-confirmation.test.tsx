import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import { BookingConfirmation } from "./booking-confirmation";

const render = (p: ComponentProps<typeof BookingConfirmation>) =>
  renderToStaticMarkup(
    <InLanguage>
      <QueryClientProvider client={new QueryClient()}>
        <BookingConfirmation {...p} />
      </QueryClientProvider>
    </InLanguage>,
  );

/** The page's text, tags left out: data sits in its own elements (translate="no", <time>). */
const text = (html: string) => html.replace(/<[^>]+>/g, "");

const props = {
  journeyId: "jny_1",
  state: "hired",
  publicUrl: "https://rides.example/j/1?t=a&b=2",
  guestUrl: "https://desk.example/r/AbCdEfGhIjKlMnOpQrStUvWxYz012345",
  riderName: "Ana García",
  riderLanguage: "es" as const,
  pickupLabel: "Hotel Ritz",
  destinationLabel: "Madrid-Barajas T4",
  startAt: null,
  zone: "Europe/Madrid",
  productName: "Comfort",
  price: { amount: 3450, currency: "EUR" },
  meetingPoints: [],
  onBookAnother: () => {},
};

describe("BookingConfirmation", () => {
  it("announces the booking and shows the state in words, the link, its QR code and the share links", () => {
    const html = render(props);
    expect(html).toContain('data-testid="booking-confirmation"');
    expect(html).toContain("Ride booked");
    expect(html).toMatch(/role="status"[^>]*>The ride for <span translate="no">Ana García<\/span> is booked\. Driver on the way\./);
    expect(text(html)).toContain("As soon as possible");
    expect(text(html)).toContain("€34.50");
    expect(html).toContain("<title>QR code for the guest link</title>");
    expect(html).toContain("Guest link");
    expect(html).toContain('href="https://wa.me/?text=Hola%20Ana');
    expect(html).toContain('href="sms:?&amp;body=Hola%20Ana');
    expect(html).toContain("Síguelo aquí: https://desk.example/r/AbCdEfGhIjKlMnOpQrStUvWxYz012345");
    expect(html).toContain("Book another ride");
  });

  it("sends the guest to the guest's page, and offers the provider's live map beside it", () => {
    const html = render(props);
    expect(html).toMatch(
      /data-testid="guest-link"[^>]*value="https:\/\/desk\.example\/r\/AbCdEfGhIjKlMnOpQrStUvWxYz012345"|value="https:\/\/desk\.example\/r\/AbCdEfGhIjKlMnOpQrStUvWxYz012345"[^>]*data-testid="guest-link"/,
    );
    expect(html).toContain("Live map (the ride service&#x27;s page)");
    expect(html).toContain('value="https://rides.example/j/1?t=a&amp;b=2"');
    expect(html).not.toContain("Síguelo aquí: https://rides.example");
  });

  it("falls back to the provider's page for a booking with no guest's page, and offers it once", () => {
    const html = render({ ...props, guestUrl: null });
    expect(html).toContain("Síguelo aquí: https://rides.example/j/1?t=a&amp;b=2");
    expect(html).not.toContain("Live map");
  });

  it("says the guest link is not available yet instead of offering to share nothing", () => {
    const html = render({ ...props, state: "rider cancel", publicUrl: null, guestUrl: null });
    expect(html).toContain("The guest link is not available yet");
    expect(html).toContain("Cancelled");
    expect(html).not.toContain("wa.me");
    expect(html).not.toContain("Message for the guest");
  });

  it("lists the meeting point of every stop that has one, and gives the guest the pickup's", () => {
    const html = render({
      ...props,
      meetingPoints: [
        { role: "pickup", number: 1, line: "Taxi rank, Exit 1 · Atocha" },
        { role: "destination", number: 2, line: "Arrivals, Door 10 · Terminal 4" },
      ],
    });
    expect(html).toContain("Meeting point · Pickup");
    expect(html).toContain("Taxi rank, Exit 1 · Atocha");
    expect(html).toContain("Meeting point · Destination");
    expect(html).toContain("Arrivals, Door 10 · Terminal 4");
    expect(html).toMatch(/Síguelo aquí[\s\S]*Taxi rank, Exit 1 · Atocha|Taxi rank, Exit 1 · Atocha[\s\S]*Síguelo aquí/);
  });

  it("says a reservation on the pickup's clock, and writes the guest's message in the guest's language", () => {
    const html = render({ ...props, state: null, startAt: "2030-11-25 16:02:00", riderLanguage: "pt" });
    expect(text(html)).toContain("Mon 25 Nov, 16:02 (Europe/Madrid)");
    expect(html).toMatch(/<time dateTime="2030-11-25T15:02:00.000Z">/);
    expect(html).toContain("Scheduled for");
    expect(html).toContain(
      "Olá, Ana García! Sua viagem está reservada: Comfort, segunda-feira, 25 de novembro, às 16:02, horário de Madrid. Embarque em Hotel Ritz.",
    );
    expect(html).toContain("In Portuguese, the guest&#x27;s language.");
  });

  it("says the ride's state in the board's words: checking before the first read, scheduled for a reservation", () => {
    const state = (html: string) => /data-testid="journey-state"[^>]*>(.*?)<\/span><\/dd>/.exec(html)?.[1];
    expect(text(state(render({ ...props, state: null }))!)).toBe("Booked · checking the ride&#x27;s state…");
    expect(text(state(render({ ...props, state: null, startAt: "2030-11-25 16:02:00" }))!)).toBe("Scheduled for Mon 25 Nov, 16:02 (Madrid time)");
    expect(render({ ...props, state: null, startAt: "2030-11-25 16:02:00" })).toContain('data-state="scheduled"');
  });

  it("speaks the reader's language, the guest's message staying in the guest's", () => {
    const html = renderToStaticMarkup(
      <InLanguage locale="es">
        <QueryClientProvider client={new QueryClient()}>
          <BookingConfirmation {...props} riderLanguage="en" />
        </QueryClientProvider>
      </InLanguage>,
    );
    expect(html).toContain("Viaje reservado");
    expect(text(html)).toContain("34,50");
    expect(html).toContain("Hello Ana García, your ride is booked: Comfort, as soon as possible.");
  });

  it("says who gets what from Ridedesk for a guest, and nothing of it for a company user", () => {
    const html = render({ ...props, guest: { name: "Ana García", channels: ["sms", "whatsapp", "email"], mobile: "+34612345678", email: "ana@example.com" } });
    expect(text(html)).toContain("Ana García gets an SMS and a WhatsApp at +34 612 34 56 78, and an email at ana@example.com.");
    expect(text(render({ ...props, guest: { name: "Ana García", channels: [], mobile: "+34612345678", email: null } }))).toContain(
      "Ana García gets no messages from Ridedesk: share the link yourself.",
    );
    expect(render(props)).not.toContain("who-gets-what");
  });
});
