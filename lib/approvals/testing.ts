import { eq } from "drizzle-orm";
import { createUser } from "@/lib/accounts/queries";
import { claimIntent, type NewBooking } from "@/lib/booking/queries";
import { bookingIntent } from "@/lib/booking/testing";
import type { Db } from "@/lib/db/client";
import { bookings, labelApprovers, users } from "@/lib/db/schema";
import { createApproval } from "@/lib/spend/approvals-queries";
import type { Role } from "@/lib/roles";

/** A person of the desk, with the language they chose (null: none). */
export async function person(db: Db, name: string, role: Role, locale: string | null = null) {
  const u = await createUser(db, { email: `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@desk.test`, name, role });
  if (locale) await db.update(users).set({ locale }).where(eq(users.id, u.id));
  return { id: u.id, email: u.email, name, role };
}

/** A ride held for approval as book() leaves it: over a 20 EUR cap, asked by `askedBy`, for label `label`, due in an hour. */
export async function heldRide(db: Db, askedBy: string, { label = "sales", dueAt = new Date(Date.now() + 3_600_000), over = {} as Partial<NewBooking> } = {}) {
  const { booking } = await claimIntent(
    db,
    bookingIntent({ createdBy: askedBy, labelSlug: label, priceAmount: 3450, startAt: "2026-12-01 09:30:00", riderName: "Ana Ruiz", ...over }),
  );
  await db.update(bookings).set({ status: "awaiting_approval" }).where(eq(bookings.id, booking.id));
  const approval = await createApproval(db, {
    bookingId: booking.id,
    breaches: [{ rule: "maxPrice", outcome: "approve", priceMinor: 3450, limitMinor: 2000, currency: "EUR" }],
    labelSlug: label,
    requestedBy: askedBy,
    dueAt,
    fallback: "decline",
    priceMinor: 3450,
    currency: "EUR",
    estimatedAt: new Date(),
  });
  return { booking, approval };
}

export async function chooseApprover(db: Db, label: string, userId: string) {
  await db.insert(labelApprovers).values({ labelSlug: label, userId });
}
