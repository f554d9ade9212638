import { describe, expect, it } from "vitest";
import { answerMessage } from "./ask-words";
import type { ApprovalRow } from "@/lib/spend/approvals-queries";

/** What the agent who asked is told of the answer: a ride its guest calls when ready is not booked by the yes, it waits for the guest. */

const ride = {
  id: "b1",
  riderName: "Ana Ruiz",
  pickupLabel: "Atocha",
  destinationLabel: "Prado",
  productName: "Cabify",
  startAt: null,
  zone: "Europe/Madrid",
  labelSlug: null,
  reason: null,
};
const approval = (status: string) => ({ status, note: null, priceMinor: 2500, currency: "EUR" }) as unknown as ApprovalRow;
const title = async (approvalStatus: string, bookingStatus: string, locale: "en" | "es" = "en") =>
  (
    await answerMessage({
      approval: approval(approvalStatus),
      booking: { ...ride, status: bookingStatus as never },
      decidedBy: "Paula",
      locale,
      appUrl: "http://desk",
    })
  ).title;

describe("the answer as the agent who asked reads it", () => {
  it("says a ride waiting for its guest can now be called, not that it is booked", async () => {
    expect(await title("approved", "waiting_for_guest")).toBe("Approved: Ana Ruiz can now call the car from their page (as soon as possible)");
    expect(await title("expired", "waiting_for_guest", "es")).toBe(
      "Sin respuesta a tiempo: la alternativa de la empresa permite a Ana Ruiz pedir el coche desde su página (lo antes posible)",
    );
    expect(await title("approved", "booked")).toBe("Approved: Ana Ruiz's ride (as soon as possible) is booked");
  });
});
