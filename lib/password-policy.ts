/** What makes a password acceptable. Pure, so the forms, the actions and the configuration share it. */

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

/** Passwords that come first in every guessing list, and the obvious defaults. */
const COMMON = new Set([
  "password",
  "password1",
  "password123",
  "passw0rd",
  "123456789012",
  "1234567890ab",
  "qwertyuiop12",
  "administrator",
  "admin1234567",
  "adminadmin12",
  "letmein12345",
  "welcome12345",
  "changeme1234",
  "ridedesk1234",
  "ridedeskadmin",
  "sandbox-secret",
  "iloveyou1234",
  "qwerty123456",
  "abc123456789",
]);

/** Why a password is not acceptable. */
export type PasswordProblem = "tooShort" | "tooLong" | "common" | "repeated" | "hasEmail";

/** Why a password is not acceptable, as a code the forms put into the reader's words; null when it is fine. */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "tooShort";
  if (password.length > MAX_PASSWORD_LENGTH) return "tooLong";
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return "common";
  if (/^(.)\1+$/.test(password)) return "repeated";
  if (email && lower.includes(email.toLowerCase().split("@")[0]!) && email.split("@")[0]!.length >= 4) return "hasEmail";
  return null;
}

/** A problem as the end of an English sentence ("ADMIN_PASSWORD must …"), for the configuration check, which operators read. */
export const PASSWORD_PROBLEM_IN_CONFIG: Record<PasswordProblem, string> = {
  tooShort: `must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  tooLong: `must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  common: "must not be a common or default password",
  repeated: "must not repeat one character",
  hasEmail: "must not contain the email address",
};
