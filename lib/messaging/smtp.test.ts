import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CarrierError } from "@/lib/outbound/carriers";
import { mailDomainOf, smtpCarrier } from "./smtp";

/** A real SMTP server on loopback: it keeps what it is given, and refuses recipients as told. */
function mailServer() {
  const received: Buffer[] = [];
  const refuse = new Map<string, { code: number; message: string }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const no = refuse.get(address.address);
      if (no) return callback(Object.assign(new Error(no.message), { responseCode: no.code }));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  return {
    received,
    refuse,
    start: () => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("emails over SMTP", () => {
  const smtp = mailServer();
  let url = "";
  beforeAll(async () => {
    url = `smtp://127.0.0.1:${await smtp.start()}?pool=false`;
  });
  afterAll(() => smtp.stop());

  it("arrive with their subject, both bodies, our sender and our Message-ID", async () => {
    const carrier = smtpCarrier({ smtpUrl: url, from: "Acme travel desk <desk@acme.example>" });
    const answer = await carrier.send({
      to: "ana@example.com",
      subject: "Tu viaje está reservado",
      text: "Hola Ana, síguelo aquí: https://x/r/1",
      html: "<p>Hola Ana</p>",
      messageId: "<m-1@acme.example>",
    });
    expect(answer.id).toBe("<m-1@acme.example>");
    const mail = await simpleParser(smtp.received.at(-1)!);
    expect(mail.subject).toBe("Tu viaje está reservado");
    expect(mail.text?.trim()).toBe("Hola Ana, síguelo aquí: https://x/r/1");
    expect(mail.html).toContain("<p>Hola Ana</p>");
    expect(mail.messageId).toBe("<m-1@acme.example>");
    expect(mail.from?.text).toBe('"Acme travel desk" <desk@acme.example>');
  });

  it("a permanent refusal (5xx) is never tried again; a passing one (4xx) is", async () => {
    smtp.refuse.set("gone@example.com", { code: 550, message: "No such user" });
    smtp.refuse.set("busy@example.com", { code: 451, message: "Try again later" });
    const carrier = smtpCarrier({ smtpUrl: url, from: "desk@acme.example" });
    const failure = (to: string) =>
      carrier.send({ to, subject: "s", text: "t", html: "<p>t</p>", messageId: "<m@acme.example>" }).then(
        () => null,
        (e: unknown) => e as CarrierError,
      );
    expect(await failure("gone@example.com")).toMatchObject({ kind: "refused", code: "550" });
    expect(await failure("busy@example.com")).toMatchObject({ kind: "retry", code: "451" });
  });

  it("a server that cannot be reached sent nothing: it is tried again", async () => {
    const carrier = smtpCarrier({ smtpUrl: "smtp://127.0.0.1:1?pool=false&connectionTimeout=2000", from: "desk@acme.example" });
    const e = await carrier.send({ to: "ana@example.com", subject: "s", text: "t", html: "t", messageId: "<m@acme.example>" }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(CarrierError);
    expect((e as CarrierError).kind).toBe("retry");
  });

  it("Message-IDs carry the sender's domain", () => {
    expect(mailDomainOf("Acme <desk@acme.example>", "localhost")).toBe("acme.example");
    expect(mailDomainOf("desk@mail.acme.example", "localhost")).toBe("mail.acme.example");
    expect(mailDomainOf(null, "localhost")).toBe("localhost");
  });
});

describe("SMTP_URL", () => {
  it("is read into nodemailer's options: TLS for smtps, credentials decoded, defaults for the rest", async () => {
    const { transportOptions } = await import("./smtp");
    expect(transportOptions("smtps://desk%40acme.example:p%40ss@mail.acme.example")).toMatchObject({
      host: "mail.acme.example",
      port: 465,
      secure: true,
      auth: { user: "desk@acme.example", pass: "p@ss" },
      pool: true,
    });
    expect(transportOptions("smtp://127.0.0.1:2525?pool=false")).toEqual(
      expect.objectContaining({ host: "127.0.0.1", port: 2525, secure: false, pool: false }),
    );
    expect(transportOptions("smtp://mail.acme.example")).not.toHaveProperty("auth");
  });
});
