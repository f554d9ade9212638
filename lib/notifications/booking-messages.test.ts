import { describe, expect, it } from "vitest";
import { alertReason, messageOutcome, messagesSettling, NO_MESSAGES, SETTLING_MS, type DeskAlertLine, type GuestMessageLine } from "./booking-messages";

const NOW = Date.parse("2026-11-23T10:00:00Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const message = (over: Partial<GuestMessageLine>): GuestMessageLine => ({
  id: "m",
  event: "booked",
  channel: "sms",
  to: "+34 600 111 222",
  status: "delivered",
  skipReason: null,
  errorCode: null,
  at: ago(0),
  ...over,
});
const alert = (over: Partial<DeskAlertLine>): DeskAlertLine => ({
  id: "a",
  problem: "not_found",
  target: "slack",
  status: "sent",
  reason: null,
  at: ago(0),
  ...over,
});

describe("a message's outcome", () => {
  it("reads STOP in a failure, and the reason of a skip", () => {
    expect(messageOutcome(message({ status: "failed", errorCode: "21610" }))).toBe("stopped");
    expect(messageOutcome(message({ status: "failed", errorCode: "30008" }))).toBe("failed");
    expect(messageOutcome(message({ status: "skipped", skipReason: "opted_out" }))).toBe("opted_out");
    expect(messageOutcome(message({ status: "pending" }))).toBe("sending");
    expect(messageOutcome(message({ status: "undelivered" }))).toBe("undelivered");
  });
});

describe("an alert's reason", () => {
  it("passes short codes and words, never prose or addresses", () => {
    expect(alertReason("HTTP 404")).toBe("HTTP 404");
    expect(alertReason("invalid_payload")).toBe("invalid_payload");
    expect(alertReason("550")).toBe("550");
    expect(alertReason("resolved")).toBe("resolved");
    expect(alertReason(null)).toBeNull();
    expect(alertReason("Mailbox unavailable for agent@acme.example: user unknown")).toBeNull();
    expect(alertReason("https://hooks.slack.com/services/T0/B0/x")).toBeNull();
    expect(alertReason("the channel was archived by an admin")).toBeNull();
  });
});

describe("whether the page should read the messages again", () => {
  it("while a message or an alert was recently in flight, a text waiting for its delivery report among them", () => {
    expect(messagesSettling(NO_MESSAGES, NOW)).toBe(false);
    expect(messagesSettling({ ...NO_MESSAGES, messages: [message({ status: "queued" })] }, NOW)).toBe(true);
    expect(messagesSettling({ ...NO_MESSAGES, messages: [message({ status: "sent" })] }, NOW)).toBe(true);
    expect(messagesSettling({ ...NO_MESSAGES, messages: [message({ status: "sent", channel: "email" })] }, NOW)).toBe(false);
    expect(messagesSettling({ ...NO_MESSAGES, messages: [message({ status: "delivered" })] }, NOW)).toBe(false);
    expect(messagesSettling({ ...NO_MESSAGES, alerts: [alert({ status: "pending" })] }, NOW)).toBe(true);
  });

  it("not for one stuck longer than a while: the sweep deals with it", () => {
    expect(messagesSettling({ ...NO_MESSAGES, messages: [message({ status: "pending", at: ago(SETTLING_MS) })] }, NOW)).toBe(false);
    expect(messagesSettling({ ...NO_MESSAGES, messages: [message({ status: "pending", at: ago(SETTLING_MS - 1) })] }, NOW)).toBe(true);
    expect(messagesSettling({ ...NO_MESSAGES, alerts: [alert({ status: "pending", at: ago(SETTLING_MS) })] }, NOW)).toBe(false);
  });
});
