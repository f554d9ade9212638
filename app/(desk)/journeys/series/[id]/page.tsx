import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ActionError } from "@/lib/action-result";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readSeries } from "@/lib/series/view";
import { SeriesPage } from "./_components/series-page";

export async function generateMetadata() {
  const t = await getTranslations("series.page");
  return { title: t("title") };
}

/** A ride that repeats: its rule and each day with where its ride stands, read from our database. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  // Someone else's series gets the same 404 as one that does not exist.
  const series = await readSeries({ user, db: await db() }, id.data).catch((e: unknown) => {
    if (e instanceof ActionError && e.code === "not_found") notFound();
    throw e;
  });
  return <SeriesPage series={series} />;
}
