/**
 * One app process booking against a budget, for the test of two processes on one PostgreSQL
 * database: it holds `count` rides at once, as book() does (claim and charge in one transaction),
 * and prints how many were held and how many refused.
 *   node --import tsx --conditions=react-server lib/spend/hold-worker.testing.ts <url> <actor id> <count>
 */
import { openDatabase } from "@/lib/db/client";
import { ActionError } from "@/lib/action-result";
import { bookings } from "@/lib/db/schema";
import { checkSpend } from "./check";
import { holdSpend } from "./hold";

const [url, actorId, count] = process.argv.slice(2) as [string, string, string];
const { db, close } = await openDatabase({ url });
const pickupAt = new Date(Date.now() + 24 * 3_600_000);
const ride = {
  priceMinor: 1200,
  currency: "EUR",
  productName: "Cabify",
  requesterId: "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b",
  labelSlug: null,
  pickupAt,
  zone: "Europe/Madrid",
  pickup: null,
  dropoff: null,
};
// Both processes start together when the test says go, so their bookings really overlap.
process.stdout.write("ready\n");
await new Promise((r) => process.stdin.once("data", r));
const outcomes = await Promise.all(
  Array.from({ length: Number(count) }, async () => {
    const check = await checkSpend(db, ride);
    try {
      await db.transaction(async (tx) => {
        // The booking's row as a claim leaves it (spend does not reach into lib/booking, which depends on it).
        const [booking] = await tx
          .insert(bookings)
          .values({
            intentId: crypto.randomUUID(),
            requesterId: ride.requesterId,
            riderName: "Ana Ruiz",
            productId: "p1",
            productName: "Cabify",
            priceAmount: 1200,
            priceCurrency: "EUR",
            zone: ride.zone,
            pickupLabel: "Atocha",
            destinationLabel: "Castellana 200",
            stopCount: 2,
            request: {},
            pickupAt,
          })
          .returning();
        await holdSpend(
          tx,
          {
            bookingId: booking!.id,
            actor: { id: actorId, email: null },
            priceMinor: 1200,
            currency: "EUR",
            labelSlug: null,
            asap: false,
            pickupAt,
            estimatedAt: new Date(),
          },
          check,
          "en-GB",
        );
      });
      return "held";
    } catch (e) {
      if (e instanceof ActionError && e.code === "outside_policy") return "refused";
      throw e;
    }
  }),
);
process.stdout.write(JSON.stringify({ held: outcomes.filter((o) => o === "held").length, refused: outcomes.filter((o) => o === "refused").length }) + "\n");
await close();
