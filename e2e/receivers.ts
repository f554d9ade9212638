import http from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * What the desk's alerts and the guests' emails reach, started by the test that reads them: a webhook
 * shaped as Slack's (or a Teams workflow's) and an SMTP server, both on this machine.
 */

export type Posted = { path: string; body: unknown };

/** A webhook on 127.0.0.1 that keeps what is posted to it and answers as Slack does ("ok"). */
export async function startWebhookReceiver() {
  const posts: Posted[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text: what was sent is worth seeing as it was
      }
      posts.push({ path: req.url ?? "/", body });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** Slack's path shape, on this machine: the desk takes it under the sandbox. */
    url: `http://127.0.0.1:${port}/services/T0TEST/B0TEST/receiver`,
    posts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const addressesOf = (to: AddressObject | AddressObject[] | undefined) => [to ?? []].flat().flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

/** An SMTP server on 127.0.0.1 without TLS or login, as a relay inside a company's network may be; it keeps every mail, parsed. */
export async function startMailReceiver(port: number) {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The desk keeps its connection open between mails: closing does not wait for it.
    closeTimeout: 200,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (e: Error) => callback(e),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    mails,
    /** The mails to one address, oldest first. */
    to: (address: string) => mails.filter((m) => addressesOf(m.to).includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
