import { describe, expect, it } from "vitest";
import { messageRef, parseMessage } from "./message-ref";

describe("message references", () => {
  it("round-trips a key and its parameters", () => {
    expect(parseMessage(messageRef("stops.tooFew", { min: 2, where: "Madrid {centre}" }))).toEqual({
      key: "stops.tooFew",
      params: { min: 2, where: "Madrid {centre}" },
    });
    expect(parseMessage(messageRef("session.ended"))).toEqual({ key: "session.ended", params: {} });
  });

  it("leaves other words as they are", () => {
    expect(parseMessage("The ride service said: no drivers")).toEqual({ text: "The ride service said: no drivers" });
    expect(parseMessage("$broken{")).toEqual({ text: "$broken{" });
  });
});
