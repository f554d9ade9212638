import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { EventPage } from "./_components/event-page";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { canSeeBatch, findBatch } from "@/lib/events/queries";
import { eventView } from "@/lib/events/view";
import { getPolicy } from "@/lib/policy/queries";
import { priceToleranceOf } from "@/lib/policy/rules";

export async function generateMetadata() {
  const t = await getTranslations("events");
  return { title: t("batch.metaTitle") };
}

/** One event booked from a spreadsheet, painted from our database; the page follows it live from there. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  const database = await db();
  const batch = await findBatch(database, id.data);
  // Someone else's event gets the same 404 as one that does not exist.
  if (!batch || !canSeeBatch(user, batch)) notFound();
  const [view, policy] = await Promise.all([eventView(database, batch), getPolicy(database)]);
  return <EventPage initial={view} tolerancePct={priceToleranceOf(policy)} mapStyleUrl={env().mapStyleUrl} />;
}
