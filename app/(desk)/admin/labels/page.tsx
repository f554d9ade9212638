import { getTranslations } from "next-intl/server";
import { LabelsPage } from "@/app/(desk)/admin/labels/_components/labels-page";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { labelsSyncedAt, listLabels } from "@/lib/labels/queries";
import { labelListQuerySchema } from "@/lib/labels/schemas";

export async function generateMetadata() {
  const t = await getTranslations("labels");
  return { title: t("title") };
}

const PER_PAGE = 50;

type Params = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Our copy of the provider's labels; the labels.sync job keeps it in step. */
export default async function AdminLabelsPage({ searchParams }: { searchParams: Promise<Params> }) {
  await requireUser("admin");
  const params = await searchParams;
  const query = labelListQuerySchema.parse({ q: first(params.q) ?? "", state: first(params.state) ?? "all", page: first(params.page) ?? 1 });
  const database = await db();
  const [firstTry, syncedAt] = await Promise.all([listLabels(database, { ...query, per: PER_PAGE }), labelsSyncedAt(database)]);
  let list = firstTry;
  // A page past the end (the list shrank since the link was made) shows the last one.
  if (query.page > list.pages) list = await listLabels(database, { ...query, page: list.pages, per: PER_PAGE });
  return (
    <LabelsPage
      labels={list.rows.map((l) => ({ id: l.id, slug: l.slug, name: l.name, active: l.active, syncedAt: l.syncedAt.toISOString() }))}
      paging={{ page: list.page, pages: list.pages, total: list.total }}
      query={query}
      syncedAt={syncedAt?.toISOString() ?? null}
    />
  );
}
