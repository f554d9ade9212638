import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { JourneyPage } from "../_components/journey-page";
import { ActionError } from "@/lib/action-result";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { guestUrlFor } from "@/lib/booking/guest-link";
import { readJourney } from "@/lib/journeys/read";
import { rideApproval } from "@/lib/approvals/view-queries";
import { readyWindowFacts } from "@/lib/booking/ready-queries";
import { rideInvoice } from "@/lib/sales/queries";
import { saleEvidence } from "@/lib/sales/evidence";
import { seriesOfBooking } from "@/lib/series/list-queries";

export async function generateMetadata() {
  const t = await getTranslations("journeys");
  return { title: t("page.metaTitle") };
}

/** One booking by our own id: its journey followed live, or what was sent when no journey came back. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  const database = await db();
  // Someone else's booking gets the same 404 as one that does not exist.
  const data = await readJourney({ user, db: database }, { bookingId: id.data }).catch((e: unknown) => {
    if (e instanceof ActionError && e.code === "not_found") notFound();
    throw e;
  });
  // Meeting points' photos and directions come in English and Spanish: the reader's, through the one fallback (lib/i18n/localized).
  const language = await getLocale();
  // Bookings made before guest pages existed get their link the first time it is shown.
  const guestUrl = data.journeyId ? await guestUrlFor(database, data.bookingId) : null;
  const ready = data.status === "waiting_for_guest" ? await readyWindowFacts(database, data.bookingId) : null;
  const approval = data.status === "awaiting_approval" || data.status === "declined" ? await rideApproval(database, data.bookingId) : null;
  const invoice = data.journeyId ? await rideInvoice(database, data.bookingId) : undefined;
  // A ride whose booking answer was lost may show up in the provider's sales: offered as evidence, a person decides.
  const evidence = data.status === "uncertain" ? await saleEvidence(database, data.bookingId) : null;
  const seriesId = await seriesOfBooking(database, data.bookingId);
  const journey = (
    <JourneyPage
      data={data}
      guestUrl={guestUrl}
      mapStyleUrl={env().mapStyleUrl}
      language={language}
      approval={approval}
      ready={ready}
      invoice={invoice}
      evidence={evidence}
    />
  );
  if (!seriesId) return journey;
  const t = await getTranslations("series.list");
  // A day of a series: its series' page is where the other days, pause and stop are.
  return (
    <div className="space-y-4">
      <p className="text-sm" data-testid="series-link">
        <Link href={`/journeys/series/${seriesId}`} className="font-medium text-brand-700 hover:underline">
          {t("partOf")}
        </Link>
      </p>
      {journey}
    </div>
  );
}
