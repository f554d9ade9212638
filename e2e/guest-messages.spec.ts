import { expect, test, type APIRequestContext } from "@playwright/test";
import { bookRide } from "./fixtures";
import { advanceTo, forceOutcome, uniqueRider } from "./journey-helpers";
import { answerStop, phoneMessages, readIn, readOnceMoreAfter, receivedBy, sendsTo, uniquePhone, writesOnWhatsApp } from "./message-helpers";

/**
 * What a guest's phone receives from Ridedesk by itself, read off the sandbox's copy of Twilio.
 * Each ride is a reservation, so it waits for a driver until the test moves it on, and a Group
 * ride, whose driver is 10 minutes away (10 s at the tests' clock): time for a read and a send.
 * A driver waits at the pickup 90 s (1.5 s here), less than a read and a send take; one whose
 * guest never comes waits 5 minutes, so those rides are set to end in a no show.
 */
const RIDE = { reserveInMinutes: 40, product: "Group" } as const;
/** A read every 2 s, then the send job's next look (2 s), with room for a loaded machine. */
const SOON = { timeout: 10_000 };

const bodiesOn = async (request: APIRequestContext, phone: string) => (await receivedBy(request, phone)).map((m) => m.body);

/** Which message a Spanish text is: the booking, the driver on the way, the driver at the pickup, the end (an SMS drops the accents GSM-7 lacks). */
const kindOf = (body: string) =>
  /tu viaje est[aá] reservado/.test(body)
    ? "booked"
    : /ha llegado/.test(body)
      ? "arrived"
      : /tu conductor es/i.test(body)
        ? "driver"
        : /no te encontr[oó]/.test(body)
          ? "no show"
          : body;

test("a guest booked in Spanish with SMS hears of the booking, the driver and the driver's arrival, once each and in order", async ({ request }) => {
  const phone = uniquePhone();
  const ride = await bookRide(request, { rider: uniqueRider("Lucía"), mobile: phone, language: "es", channels: ["sms"], ...RIDE });
  await forceOutcome(request, ride.journeyId, "no show");
  expect(ride.guestUrl).toMatch(/\/r\/[\w-]+$/);

  await expect.poll(() => bodiesOn(request, phone), SOON).toHaveLength(1);
  const [booked] = await bodiesOn(request, phone);
  expect(booked).toContain(ride.guestUrl!);
  expect(booked).toContain("Responde STOP");

  await advanceTo(request, ride.journeyId, "hired");
  await expect.poll(async () => (await bodiesOn(request, phone)).map(kindOf), SOON).toEqual(["booked", "driver"]);
  // In GSM-7 and in Spanish: one or two segments, the car's colour in the guest's words.
  expect((await bodiesOn(request, phone))[1]).toMatch(/matricula \S+/);
  expect((await bodiesOn(request, phone)).join(" ")).not.toMatch(/[áíóú]|\((white|grey|black|blue)\)/);

  await advanceTo(request, ride.journeyId, "arrived");
  // The no show's own message follows a few seconds later.
  await expect.poll(async () => (await bodiesOn(request, phone)).map(kindOf).slice(0, 3), SOON).toEqual(["booked", "driver", "arrived"]);
  const kinds = (await bodiesOn(request, phone)).map(kindOf);
  expect(kinds.length, kinds.join(", ")).toBe(new Set(kinds).size);
  expect((await phoneMessages(request, phone)).every((m) => m.channel === "sms" && m.direction === "outbound-api")).toBe(true);
});

test("a WhatsApp guest hears by SMS while no template is mapped and the guest never wrote; once they write, WhatsApp carries our words", async ({
  request,
}) => {
  const phone = uniquePhone();
  const ride = await bookRide(request, { rider: uniqueRider("Valeria"), mobile: phone, language: "es", channels: ["whatsapp"], ...RIDE });
  await forceOutcome(request, ride.journeyId, "no show");
  // Free text outside the 24-hour window would fail with 63016: the booking goes by SMS instead, and nothing by WhatsApp.
  await expect.poll(async () => (await receivedBy(request, phone)).map((m) => [m.channel, kindOf(m.body)]), SOON).toEqual([["sms", "booked"]]);
  expect(await sendsTo(request, phone)).toHaveLength(1);

  await writesOnWhatsApp(request, phone, "Hola, ¿dónde espero?");
  await advanceTo(request, ride.journeyId, "hired");
  await expect
    .poll(async () => (await receivedBy(request, phone)).map((m) => [m.channel, kindOf(m.body), m.status]), SOON)
    .toEqual([
      ["sms", "booked", "delivered"],
      ["whatsapp", "driver", "delivered"],
    ]);
  // WhatsApp keeps the accents an SMS would drop.
  expect((await receivedBy(request, phone))[1]!.body).toMatch(/matrícula \S+/);
});

test("a guest who answers STOP hears nothing more: the next send is refused, and Ridedesk sends no other", async ({ request }) => {
  const phone = uniquePhone();
  const ride = await bookRide(request, { rider: uniqueRider("Mateo"), mobile: phone, language: "es", channels: ["sms"], ...RIDE });
  await forceOutcome(request, ride.journeyId, "no show");
  await expect.poll(() => bodiesOn(request, phone), SOON).toHaveLength(1);
  await answerStop(request, phone);

  // Ridedesk does not know of the STOP yet: it sends the driver's message, which Twilio refuses (21610) and never delivers.
  await advanceTo(request, ride.journeyId, "hired");
  await expect.poll(async () => (await sendsTo(request, phone)).map(kindOf), SOON).toContain("driver");

  // Having learnt it then, Ridedesk records the arrival's message as not sent, and does not try.
  await advanceTo(request, ride.journeyId, "arrived");
  await readIn(request, ride.journeyId, "arrived");
  await advanceTo(request, ride.journeyId, "pick up"); // the driver gives up now: the no show
  await readIn(request, ride.journeyId, "no show");
  const tried = (await sendsTo(request, phone)).map(kindOf);
  expect(tried).not.toContain("arrived");
  expect(tried).not.toContain("no show");
  const onPhone = await phoneMessages(request, phone);
  expect(onPhone.map((m) => [m.direction, kindOf(m.body)])).toEqual([
    ["outbound-api", "booked"],
    ["inbound", "STOP"],
  ]);
});

test("a guest booked with no channel receives nothing", async ({ request }) => {
  const silent = uniquePhone();
  const ride = await bookRide(request, { rider: uniqueRider("Nadia"), mobile: silent });
  // A guest booked just after, with SMS, is the witness: a message for the first would have been queued before theirs.
  const witness = uniquePhone();
  await bookRide(request, { rider: uniqueRider("Óscar"), mobile: witness, channels: ["sms"] });
  await expect.poll(async () => (await receivedBy(request, witness)).length, SOON).toBeGreaterThan(0);
  await readOnceMoreAfter(request, ride.journeyId, "hired");
  expect(await phoneMessages(request, silent)).toEqual([]);
  expect(await sendsTo(request, silent)).toEqual([]);
});
