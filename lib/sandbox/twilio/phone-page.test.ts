import { describe, expect, it } from "vitest";
import { ORIGIN } from "../testing";
import { GUEST, WHATSAPP_FROM, twilioSandbox } from "./testing";

const page = async (s: ReturnType<typeof twilioSandbox>) => {
  const response = await s.sandbox.handle(new Request(`${ORIGIN}/messages`));
  return { status: response.status, type: response.headers.get("content-type"), html: await response.text() };
};

describe("the phones' page", () => {
  it("shows each phone as a column of the messages it received, newest phone first, with time, status and channel", async () => {
    const s = twilioSandbox({ messages: { failureShare: 0 } });
    await s.send({ Body: "Your ride: https://desk.example.com/r/abc123 <b>now</b>" });
    await s.send({ From: WHATSAPP_FROM, To: `whatsapp:${GUEST}`, Body: "Por WhatsApp" });
    s.clock.advance(3000);
    await s.send({ To: "+34600999888", Body: "Someone else" });
    await s.control("POST", "/twilio/replies", { to: GUEST, body: "STOP" });

    const { status, type, html } = await page(s);
    expect(status).toBe(200);
    expect(type).toBe("text/html; charset=utf-8");
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<meta http-equiv="refresh" content="\d+">/);
    expect(html).toMatch(/<header>[\s\S]*<h1>Phones<\/h1>[\s\S]*<\/header>\s*<main>/);
    // The phone that answered last comes first; each is a section named by its heading.
    expect(html.indexOf(`<h2 id="phone-0">${GUEST}</h2>`)).toBeGreaterThan(-1);
    expect(html).toContain('<section class="phone" aria-labelledby="phone-1"><h2 id="phone-1">+34600999888</h2>');
    expect(html).toContain('<span class="wa">WhatsApp</span>');
    expect(html).toContain("Delivered</span>");
    expect(html).toContain("Queued</span>");
    expect(html).toContain("Answered by this phone");
    expect(html).toContain('<a href="https://desk.example.com/r/abc123" rel="noreferrer">');
    expect(html).toContain("&lt;b&gt;now&lt;/b&gt;");
    expect(html).not.toContain("<b>now</b>");
  });

  it("says when a message was not delivered, in words", async () => {
    const s = twilioSandbox({ messages: { failureShare: 1 } });
    await s.send({});
    s.clock.advance(3000);
    expect((await page(s)).html).toMatch(/Not delivered: (unreachable|unknown) handset \(3000[35]\)/);
  });

  it("is not there without the control switch, as the messages carry guests' links", async () => {
    const s = twilioSandbox({ control: false });
    await s.send({});
    expect((await page(s)).status).toBe(404);
  });
});
