import { describe, expect, it } from "vitest";
import { serializeError } from "./log";

describe("errors in the log", () => {
  it("keep their kind, message and cause, without a failed query's parameters", () => {
    const cause = new Error('duplicate key value violates unique constraint "saved_guests_pkey"');
    const query = Object.assign(new Error("Failed query: insert into saved_guests (name, mobile) values ($1, $2)\nparams: Ana,+34600111222"), {
      name: "DrizzleQueryError",
      params: ["Ana", "+34600111222"],
      cause,
    });
    const logged = JSON.stringify(serializeError(query));
    expect(logged).toContain("DrizzleQueryError");
    expect(logged).toContain("insert into saved_guests");
    expect(logged).toContain("saved_guests_pkey");
    expect(logged).not.toContain("+34600111222");
  });

  it("keep a provider error's status and kind, never the body it answered with", () => {
    const error = Object.assign(new Error("The ride service refused the parcels"), {
      status: 409,
      kind: "conflict",
      body: { parcels: [{ phone: "+34600111222" }] },
    });
    expect(serializeError(error)).toMatchObject({ message: "The ride service refused the parcels", status: 409, kind: "conflict" });
    expect(JSON.stringify(serializeError(error))).not.toContain("+34600111222");
  });
});

describe("guests' contacts in the log", () => {
  it("are taken out of an error's words: a carrier's refusal, a mail server's reply", () => {
    const twilio = new Error("send message failed (400, code 21211): The 'To' number +34 612 345 678 is not a valid phone number.");
    const smtp = new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <ana.ruiz+desk@example.co.uk>: Recipient address rejected");
    const whatsapp = new Error("unreachable: whatsapp:+5511987654321");
    const logged = JSON.stringify([serializeError(twilio), serializeError(smtp), serializeError(whatsapp)]);
    expect(logged).not.toMatch(/612 345 678|ana\.ruiz|example\.co\.uk|5511987654321/);
    expect(logged).toContain("The 'To' number [phone] is not a valid phone number.");
    expect(logged).toContain("<[email]>: Recipient address rejected");
  });

  it("leave dates, ids and codes as they are", () => {
    const logged = JSON.stringify(serializeError(new Error("journey 3b4caaa9-d4c7-48ac-9267-fe56b06ac2e0 on 2026-11-26, code 21610")));
    expect(logged).toContain("journey 3b4caaa9-d4c7-48ac-9267-fe56b06ac2e0 on 2026-11-26, code 21610");
  });
});
