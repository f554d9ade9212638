import { describe, expect, it } from "vitest";
import { MESSAGE_STATUSES } from "@/lib/channels";
import { ourStatus, TWILIO_MESSAGE_STATUSES, TWILIO_OUTBOUND_STATUSES } from "./twilio-status";

describe("Twilio's message statuses in ours", () => {
  it("puts each status of a message we sent at one of our steps, and never moves one past delivered", () => {
    expect(TWILIO_OUTBOUND_STATUSES.map((s) => [s, ourStatus(s)])).toEqual([
      ["accepted", "queued"],
      ["scheduled", "queued"],
      ["queued", "queued"],
      ["sending", "queued"],
      ["sent", "sent"],
      ["delivered", "delivered"],
      ["read", "delivered"],
      ["undelivered", "undelivered"],
      ["failed", "failed"],
      ["canceled", "failed"],
    ]);
    for (const s of TWILIO_OUTBOUND_STATUSES) expect(MESSAGE_STATUSES).toContain(ourStatus(s));
  });

  it("reads every status Twilio's Message resource has, and gives those of received messages none of ours", () => {
    expect(TWILIO_MESSAGE_STATUSES).toHaveLength(13);
    expect(TWILIO_MESSAGE_STATUSES.filter((s) => !TWILIO_OUTBOUND_STATUSES.includes(s as never))).toEqual(["receiving", "received", "partially_delivered"]);
    expect(ourStatus("received")).toBeNull();
    expect(ourStatus("lost")).toBeNull();
  });
});
