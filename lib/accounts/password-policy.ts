/** What makes a password acceptable. Pure, so the forms, the actions and the configuration share it. */

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

/** Passwords that come first in every guessing list, and the obvious defaults. */
const COMMON = new Set([
  "password", "password1", "password123", "passw0rd", "123456789012", "1234567890ab", "qwertyuiop12",
  "administrator", "admin1234567", "adminadmin12", "letmein12345", "welcome12345", "changeme1234",
  "ridedesk1234", "ridedeskadmin", "sandbox-secret", "iloveyou1234", "qwerty123456", "abc123456789",
]);

/** Why a password is not acceptable, as the end of a sentence ("… must …"); null when it is fine. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  if (password.length > MAX_PASSWORD_LENGTH) return `must be at most ${MAX_PASSWORD_LENGTH} characters long`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return "must not be a common or default password";
  if (/^(.)\1+$/.test(password)) return "must not repeat one character";
  if (email && lower.includes(email.toLowerCase().split("@")[0]!) && email.split("@")[0]!.length >= 4) return "must not contain the email address";
  return null;
}
