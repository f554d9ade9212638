import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { z } from "zod";
import { JourneyPage } from "@/app/(desk)/journeys/_components/journey-page";
import { requireUser } from "@/lib/auth/guard";
import { canSeeBooking } from "@/lib/journeys/access";
import { guestUrlFor } from "@/lib/guest-page/guest-link";
import { toJourneyLive } from "@/lib/journeys/live";
import { db } from "@/lib/db";
import { findBooking } from "@/lib/booking/queries";
import { env } from "@/lib/env";
import { toJourneyPageData } from "@/lib/journeys/page-data";

export const metadata = { title: "Journey" };

/** One booking by our own id: its journey followed live, or what was sent when no journey came back. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  const database = await db();
  const booking = await findBooking(database, id.data);
  // Someone else's booking gets the same 404 as one that does not exist.
  if (!booking || !(await canSeeBooking(database, user, booking))) notFound();
  const language = /^es\b/i.test((await headers()).get("accept-language") ?? "") ? "es" : "en";
  const data = toJourneyPageData(booking, booking.journeyId ? toJourneyLive(booking) : null);
  // Bookings made before guest pages existed get their link the first time it is shown.
  const guestUrl = booking.journeyId ? await guestUrlFor(database, booking.id) : null;
  return <JourneyPage data={data} guestUrl={guestUrl} mapStyleUrl={env().mapStyleUrl} language={language} />;
}
