import { parsePhoneNumberFromString as parseAny } from "libphonenumber-js";
import { parsePhoneNumberFromString as parseMobileOnly, type CountryCode } from "libphonenumber-js/mobile";
import { messageRef } from "@/lib/i18n/message-ref";

/**
 * Phone numbers as people type them, read once for the booking form, events' sheets, parcels and
 * guests' messages. A number typed without its country code is read as Spanish, as the refusals'
 * words tell the reader ("with its country code if it is not Spanish"). Each entry point of
 * libphonenumber-js carries its own metadata; the bundler keeps only those a page uses.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = "ES";

export type Mobile = { mobile_cc: string; mobile_num: string; e164: string };

/**
 * Reads a mobile number ("+34 600 11 12 22", or "600111222" in the default country) and splits it
 * the way the provider wants: calling code and national number.
 */
export function parseMobile(input: string): Mobile | { error: string } {
  const text = input.trim();
  if (!text) return { error: messageRef("booking.mobile.empty") };
  const phone = parseMobileOnly(text, DEFAULT_PHONE_COUNTRY);
  // The mobile-only metadata treats landlines as invalid: the guest gets SMS updates.
  if (!phone || !phone.isValid()) return { error: messageRef("booking.mobile.invalid") };
  return { mobile_cc: phone.countryCallingCode, mobile_num: String(phone.nationalNumber), e164: phone.number };
}

export const isMobileError = (m: Mobile | { error: string }): m is { error: string } => "error" in m;

/** A mobile as people read it ("+34 612 34 56 78"), or as written when it cannot be read as one. */
export function readableMobile(input: string): string {
  const phone = parseMobileOnly(input.trim(), DEFAULT_PHONE_COUNTRY);
  return phone?.isValid() ? phone.formatInternational() : input.trim();
}

/** Any kind of phone (an office's landline is fine) as E.164, or null when it is not a valid number. */
export function parsePhone(input: string): string | null {
  const phone = parseAny(input.trim(), DEFAULT_PHONE_COUNTRY);
  return phone?.isValid() ? phone.number : null;
}
