import "server-only";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type SandboxCredentials = { clientId: string; clientSecret: string };

export const freshSandboxCredentials = (): SandboxCredentials => ({
  clientId: `ridedesk-sandbox-${randomBytes(4).toString("hex")}`,
  clientSecret: randomBytes(24).toString("base64url"),
});

/**
 * The embedded sandbox's credentials, generated on first start and kept in the data folder as
 * "client_id:client_secret", so the app and a curl reading the file use the same ones.
 */
export function keptSandboxCredentials(dataDir: string): SandboxCredentials {
  const file = path.join(dataDir, "sandbox-credentials");
  const read = (): SandboxCredentials => {
    const [clientId = "", ...secret] = fs.readFileSync(file, "utf8").trim().split(":");
    return { clientId, clientSecret: secret.join(":") };
  };
  try {
    return read();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const fresh = freshSandboxCredentials();
    try {
      fs.writeFileSync(file, `${fresh.clientId}:${fresh.clientSecret}\n`, { flag: "wx", mode: 0o600 });
      return fresh;
    } catch {
      return read(); // another process wrote it first
    }
  }
}

/** The sandbox's Twilio account: derived from the sandbox's own secret, so every process of one installation agrees. */
export function sandboxTwilio(secret: string): { accountSid: string; authToken: string } {
  const hash = (what: string) => createHash("sha256").update(`${what}:${secret}`).digest("hex").slice(0, 32);
  return { accountSid: `AC${hash("twilio-account")}`, authToken: hash("twilio-token") };
}
