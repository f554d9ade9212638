import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { translator, wordsFor } from "@/lib/i18n/server-translator";
import { ProviderError, describeProviderError, readErrorBody } from "./errors";

const said = (e: ProviderError) => inEnglish(describeProviderError(e));

describe("provider error bodies", () => {
  it("reads {message}, {error}, {errors: []} and plain text", () => {
    expect(readErrorBody('{"message":"stops must have at least 2 stops"}')).toEqual({ message: "stops must have at least 2 stops", field: "stops" });
    expect(readErrorBody('{"error":"Unauthorized"}')).toEqual({ message: "Unauthorized", field: null });
    expect(readErrorBody('{"errors":["pickup_info.contact is required","x"]}').message).toBe("pickup_info.contact is required; x");
    expect(readErrorBody("Internal Server Error")).toEqual({ message: "Internal Server Error", field: null });
    expect(readErrorBody("<html>oops</html>").message).toBeNull();
  });

  it("takes the field from the body, else from the start of the message", () => {
    expect(readErrorBody('{"message":"is wrong","field":"rider.mobile"}').field).toBe("rider.mobile");
    expect(readErrorBody('{"message":"stops[3].loc must have exactly 2 numbers"}').field).toBe("stops[3].loc");
    expect(readErrorBody('{"message":"Something else went wrong"}').field).toBeNull();
    expect(readErrorBody('{"errors":["parcels[0].dropoff_info must have exactly one of loc, addr and hub_external_id"]}').field).toBe(
      "parcels[0].dropoff_info",
    );
    expect(readErrorBody('{"errors":["callback_url must be an http(s) URL with a public host"]}').field).toBe("callback_url");
  });

  it("says what went wrong in a sentence, without provider wording for server faults", () => {
    expect(said(new ProviderError(400, "start_at must be at least 30 minutes ahead", "start_at", "estimate"))).toBe(
      "The ride service refused this: start_at must be at least 30 minutes ahead.",
    );
    expect(describeProviderError(new ProviderError(500, "stack trace here", null, "estimate"))).not.toMatch(/stack/);
    expect(said(new ProviderError(409, "parcel 1 cannot be cancelled: it is delivered", null, "parcel cancellation"))).toBe(
      "The delivery service refused this: parcel 1 cannot be cancelled: it is delivered.",
    );
    expect(said(new ProviderError(503, null, null, "webhook subscription"))).toBe("The delivery service had a problem. Try again in a moment.");
    expect(new ProviderError(429, null, null, "x").retryable).toBe(true);
    expect(new ProviderError(400, null, null, "x").retryable).toBe(false);
  });

  it("has words for every kind of failure, for both services, in every language", async () => {
    const kinds = [
      "bad_request",
      "conflict",
      "not_found",
      "unauthorized",
      "forbidden",
      "rate_limited",
      "server_error",
      "timeout",
      "network",
      "invalid_response",
    ] as const;
    for (const locale of ["en", "es", "pt"] as const) {
      const t = await translator(locale);
      for (const kind of kinds)
        for (const operation of ["estimate", "parcel creation"]) {
          const ref = describeProviderError(new ProviderError(0, null, null, operation, kind));
          expect(t.has(`errors.${ref.slice(1).split("{")[0]}` as "errors.unexpected"), `${locale} ${kind} ${operation}`).toBe(true);
        }
    }
  });

  it("keeps the provider's own words as they came in every language", async () => {
    const e = new ProviderError(422, "rider.mobile {is} 'invalid'.", "rider.mobile", "booking");
    expect(await wordsFor(describeProviderError(e), "es")).toBe("El servicio de viajes ha rechazado esto: rider.mobile {is} 'invalid'.");
    expect(await wordsFor(describeProviderError(e), "pt")).toBe("O serviço de viagens recusou isto: rider.mobile {is} 'invalid'.");
    expect(said(new ProviderError(0, null, null, "shipping", "network"))).toBe(
      "Ridedesk could not reach the delivery service. Check the connection and try again.",
    );
  });

  it("marks only 429 and 5xx for retrying, never a timeout or a lost connection", () => {
    expect(new ProviderError(503, null, null, "x").retryable).toBe(true);
    expect(new ProviderError(0, null, null, "x", "timeout").retryable).toBe(false);
    expect(new ProviderError(0, null, null, "x", "network").retryable).toBe(false);
    expect(new ProviderError(200, null, null, "x", "invalid_response").retryable).toBe(false);
  });
});

describe("provider errors across copies of the module", () => {
  it("are recognised by instanceof when another bundle's copy of the class made them", async () => {
    const { vi } = await import("vitest");
    vi.resetModules();
    // A second evaluation of the module, as a second bundle would have.
    const other = (await import(/* @vite-ignore */ "./errors?copy" as string)) as typeof import("./errors");
    const foreign = new other.ProviderError(400, "name is taken", "name", "label creation");
    expect(other.ProviderError).not.toBe(ProviderError);
    expect(foreign).toBeInstanceOf(ProviderError);
    expect(new Error("plain")).not.toBeInstanceOf(ProviderError);
    expect({ kind: "bad_request" }).not.toBeInstanceOf(ProviderError);
  });
});
