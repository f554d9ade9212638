import { describe, expect, it } from "vitest";
import { serializeError } from "./log";

describe("errors in the log", () => {
  it("keep their kind, message and cause, without a failed query's parameters", () => {
    const cause = new Error('duplicate key value violates unique constraint "saved_guests_pkey"');
    const query = Object.assign(new Error("Failed query: insert into saved_guests (name, mobile) values ($1, $2)\nparams: Ana,+34600111222"), {
      name: "DrizzleQueryError",
      params: ["Ana", "+34600111222"],
      cause,
    });
    const logged = JSON.stringify(serializeError(query));
    expect(logged).toContain("DrizzleQueryError");
    expect(logged).toContain("insert into saved_guests");
    expect(logged).toContain("saved_guests_pkey");
    expect(logged).not.toContain("+34600111222");
  });

  it("keep a provider error's status and kind, never the body it answered with", () => {
    const error = Object.assign(new Error("The ride service refused the parcels"), { status: 409, kind: "conflict", body: { parcels: [{ phone: "+34600111222" }] } });
    expect(serializeError(error)).toMatchObject({ message: "The ride service refused the parcels", status: 409, kind: "conflict" });
    expect(JSON.stringify(serializeError(error))).not.toContain("+34600111222");
  });
});
