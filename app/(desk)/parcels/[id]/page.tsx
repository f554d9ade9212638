import { notFound } from "next/navigation";
import { z } from "zod";
import { ParcelPage } from "@/app/(desk)/parcels/_components/parcel-page";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { parcelWithTimeline } from "@/lib/parcels/queries";
import { env } from "@/lib/env";
import type { ParcelDetail } from "@/lib/parcels/query-options";

export const metadata = { title: "Parcel" };

/** One parcel by our own id; the browser then follows it through GET /api/parcels/[id]. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  const found = await parcelWithTimeline(await db(), id.data);
  if (!found) notFound();
  // The same JSON the route answers, so the first paint and the polled reads agree.
  const initial = JSON.parse(JSON.stringify(found)) as ParcelDetail;
  return <ParcelPage initial={initial} mapStyleUrl={env().mapStyleUrl} />;
}
