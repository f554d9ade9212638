import { describe, expect, it } from "vitest";
import { authorizationValue, isAuthorized } from "./webhook-secret";

const secret = "s3cr3t-token-of-this-installation";

describe("the webhook receiver's header check", () => {
  it("admits the registered header", () => {
    expect(isAuthorized(authorizationValue(secret), secret)).toBe(true);
  });

  it("refuses a missing header", () => {
    expect(isAuthorized(null, secret)).toBe(false);
    expect(isAuthorized("", secret)).toBe(false);
  });

  it("refuses a wrong secret, a bare secret, another scheme and a prefix", () => {
    for (const wrong of [authorizationValue("another"), secret, `Basic ${secret}`, authorizationValue(secret).slice(0, -1), `${authorizationValue(secret)}x`]) {
      expect(isAuthorized(wrong, secret), wrong).toBe(false);
    }
  });
});
