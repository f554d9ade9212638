import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ParcelPage } from "@/app/(desk)/parcels/_components/parcel-page";
import { ActionError } from "@/lib/action-result";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readParcel } from "@/lib/parcels/read";
import { env } from "@/lib/env";
import type { ParcelDetail } from "@/lib/parcels/query-options";

export async function generateMetadata() {
  const t = await getTranslations("parcels");
  return { title: t("page.title") };
}

/** One parcel by our own id; the browser then follows it through GET /api/parcels/[id]. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  // A parcel this user may not see gets the same 404 as one that does not exist.
  const found = await readParcel({ db: await db(), user }, id.data).catch((e: unknown) => {
    if (e instanceof ActionError && e.code === "not_found") notFound();
    throw e;
  });
  // The same JSON the route answers, so the first paint and the polled reads agree.
  const initial = JSON.parse(JSON.stringify(found)) as ParcelDetail;
  return <ParcelPage initial={initial} mapStyleUrl={env().mapStyleUrl} />;
}
