import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { MAX_EVENT_ROWS } from "@/lib/events/fields";
import { batchesFor } from "@/lib/events/queries";
import { EventList } from "./_components/event-list";
import { SheetColumns } from "./_components/sheet-columns";
import { UploadSheetForm } from "./_components/upload-sheet-form";

export async function generateMetadata() {
  const t = await getTranslations("events.list");
  return { title: t("title") };
}

const templateLink = "inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

/** Events booked from a spreadsheet: the template and the upload, then the reader's events. */
export default async function Page() {
  const user = await requireUser();
  const t = await getTranslations("events");
  const batches = await batchesFor(await db(), user);
  const events = batches.map((b) => ({
    id: b.id,
    name: b.name,
    fileName: b.fileName,
    createdAt: b.createdAt.toISOString(),
    status: b.status,
    progress: b.progress,
    creatorName: b.createdBy === user.id ? null : b.creatorName,
    sheetRows: b.sheetRows,
    counts: b.counts,
  }));
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t("list.title")}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t("list.intro", { max: MAX_EVENT_ROWS })}</p>
      </header>
      <Card title={t("upload.title")} description={t("upload.description")}>
        <div className="space-y-5">
          <div className="flex flex-wrap gap-3">
            <a href="/api/events/template?format=xlsx" download className={templateLink}>
              {t("upload.templateXlsx")}
            </a>
            <a href="/api/events/template?format=csv" download className={templateLink}>
              {t("upload.templateCsv")}
            </a>
          </div>
          <SheetColumns />
          <UploadSheetForm />
        </div>
      </Card>
      <Card title={t("list.heading", { role: user.role })} description={t("list.description", { role: user.role })}>
        <EventList events={events} caption={t("list.heading", { role: user.role })} />
      </Card>
    </div>
  );
}
