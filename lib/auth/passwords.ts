import "server-only";
import { hash, verify } from "@node-rs/argon2";

/** Argon2id with the library's defaults (OWASP's recommended minimum). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash of nothing in particular: checking against it makes unknown emails as slow as known ones. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hash("not-a-real-password-for-timing"));
