import { describe, expect, it } from "vitest";
import { isValidTwilioSignature, twilioSignature } from "./twilio-signature";

/**
 * Twilio's published example (the request-validation walk-through, as twilio-php's documentation
 * and twilio-node's spec/validation.spec.js carry it), and the further cases of that spec.
 */
const TOKEN = "12345";
const EXAMPLE_URL = "https://mycompany.com/myapp.php?foo=1&bar=2";
const PARAMS = { CallSid: "CA1234567890ABCDE", Caller: "+14158675309", Digits: "1234", From: "+14158675309", To: "+18005551212" };
const SIGNATURE = "RSOYDt4T1cUTdK1PDd93/VVr8B8=";

describe("Twilio's request signature", () => {
  it("is Twilio's for its published example", () => {
    expect(twilioSignature(TOKEN, EXAMPLE_URL, PARAMS)).toBe(SIGNATURE);
    expect(isValidTwilioSignature(TOKEN, SIGNATURE, EXAMPLE_URL, PARAMS)).toBe(true);
  });

  it("does not depend on the order the parameters came in, and reads a form as well as a record", () => {
    const reversed = Object.fromEntries(Object.entries(PARAMS).reverse());
    expect(twilioSignature(TOKEN, EXAMPLE_URL, reversed)).toBe(SIGNATURE);
    expect(twilioSignature(TOKEN, EXAMPLE_URL, new URLSearchParams(reversed))).toBe(SIGNATURE);
  });

  it("refuses a wrong, missing or tampered signature, another token and another URL", () => {
    expect(isValidTwilioSignature(TOKEN, "WRONG_SIGNATURE", EXAMPLE_URL, PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, "", EXAMPLE_URL, PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, undefined, EXAMPLE_URL, PARAMS)).toBe(false);
    expect(isValidTwilioSignature("54321", SIGNATURE, EXAMPLE_URL, PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, SIGNATURE, EXAMPLE_URL, { ...PARAMS, Digits: "1235" })).toBe(false);
    expect(isValidTwilioSignature(TOKEN, SIGNATURE, "https://mycompany.com/myapp.php?foo=1&bar=3", PARAMS)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, SIGNATURE, "not a url", PARAMS)).toBe(false);
  });

  it("accepts the URL with or without its port, as twilio-node does", () => {
    // Signed with a port the receiver does not see (behind a proxy), and the other way round.
    expect(isValidTwilioSignature(TOKEN, SIGNATURE, EXAMPLE_URL.replace(".com", ".com:1234"), PARAMS)).toBe(true);
    expect(isValidTwilioSignature(TOKEN, "kvajT1Ptam85bY51eRf/AJRuM3w=", EXAMPLE_URL, PARAMS)).toBe(true); // signed with :443
    expect(isValidTwilioSignature(TOKEN, "0ZXoZLH/DfblKGATFgpif+LLRf4=", EXAMPLE_URL.replace("https", "http"), PARAMS)).toBe(true); // with :80
    expect(isValidTwilioSignature(TOKEN, "Zmvh+3yNM1Phv2jhDCwEM3q5ebU=", EXAMPLE_URL.replace("https", "http").replace(".com", ".com:1234"), PARAMS)).toBe(true);
    expect(isValidTwilioSignature(TOKEN, "ZQFR1PTIZXF2MXB8ZnKCvnnA+rI=", "https://user:pass@mycompany.com/myapp.php?foo=1&bar=2", PARAMS)).toBe(true);
  });

  it("accepts a query with special characters signed either way it can be encoded", () => {
    expect(isValidTwilioSignature(TOKEN, "TfZzewPq8wqrGlMfyAud8+/IvJ0=", `${EXAMPLE_URL}&Body=It's+amazing`, PARAMS)).toBe(true);
  });

  it("signs each distinct value of a repeated parameter once, values sorted", () => {
    const binding = "83O6e2vORAoJHUNzJjDWN1jz+BA=";
    expect(twilioSignature(TOKEN, EXAMPLE_URL, { "MessagingBinding.Address": ["+1325xxxxxxx", "+1415xxxxxxx"] })).toBe(binding);
    expect(twilioSignature(TOKEN, EXAMPLE_URL, { "MessagingBinding.Address": ["+1415xxxxxxx", "+1325xxxxxxx"] })).toBe(binding);
    const form = new URLSearchParams([
      ["Sid", "CA123"],
      ["Digits", "5678"],
      ["SidAccount", "AC123"],
      ["Digits", "1234"],
      ["Digits", "1234"],
    ]);
    expect(isValidTwilioSignature(TOKEN, "IK+Dwps556ElfBT0I3Rgjkr1wJU=", EXAMPLE_URL, form)).toBe(true);
  });
});
