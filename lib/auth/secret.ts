import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

let cached: string | undefined;

/** AUTH_SECRET, or one generated on first start and kept in the data folder, so nobody has to invent one. */
export function authSecret(): string {
  if (cached) return cached;
  const { auth, dataDir } = env();
  if (auth.secret) return (cached = auth.secret);
  const file = path.join(dataDir, "auth-secret");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const fresh = randomBytes(33).toString("base64url");
    try {
      fs.writeFileSync(file, fresh, { flag: "wx", mode: 0o600 });
      cached = fresh;
    } catch {
      cached = fs.readFileSync(file, "utf8").trim(); // another process wrote it first
    }
  }
  return cached!;
}
