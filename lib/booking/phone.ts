import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/mobile";
import { messageRef } from "@/lib/i18n/message-ref";

export type Mobile = { mobile_cc: string; mobile_num: string; e164: string };

/**
 * Reads a mobile number as people type it ("+34 600 11 12 22", or "600111222" with a default
 * country) and splits it the way the provider wants: calling code and national number.
 */
export function parseMobile(input: string, defaultCountry: CountryCode = "ES"): Mobile | { error: string } {
  const text = input.trim();
  if (!text) return { error: messageRef("booking.mobile.empty") };
  const phone = parsePhoneNumberFromString(text, defaultCountry);
  // The mobile-only metadata treats landlines as invalid: the guest gets SMS updates.
  if (!phone || !phone.isValid()) return { error: messageRef("booking.mobile.invalid") };
  return { mobile_cc: phone.countryCallingCode, mobile_num: String(phone.nationalNumber), e164: phone.number };
}

export const isMobileError = (m: Mobile | { error: string }): m is { error: string } => "error" in m;

/** A mobile as people read it ("+34 612 34 56 78"), or as written when it cannot be read as one. */
export function readableMobile(input: string, defaultCountry: CountryCode = "ES"): string {
  const phone = parsePhoneNumberFromString(input.trim(), defaultCountry);
  return phone?.isValid() ? phone.formatInternational() : input.trim();
}
