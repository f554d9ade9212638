import { useTranslations } from "next-intl";
import { EVENT_FIELDS, MAX_STOPS_BETWEEN, REQUIRED_FIELDS, STOP_FIELDS } from "@/lib/events/fields";
import { isStop } from "@/lib/events/words";
import { useFieldName } from "./use-field-name";

/** "What the columns are": every column of the template in the reader's words, the required ones marked, the stops as one entry. */
export function SheetColumns() {
  const t = useTranslations("events");
  const fieldName = useFieldName();
  const entries = EVENT_FIELDS.filter((field) => !isStop(field) || field === "stop1").map((field) =>
    isStop(field)
      ? {
          key: "stops",
          name: `${fieldName("stop1")} – ${fieldName(STOP_FIELDS[MAX_STOPS_BETWEEN - 1]!)}`,
          required: false,
          help: t("template.help.columns.stops", { max: MAX_STOPS_BETWEEN }),
        }
      : { key: field, name: fieldName(field), required: REQUIRED_FIELDS.includes(field), help: t(`template.help.columns.${field}`) },
  );
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50/60">
      <summary className="cursor-pointer rounded-lg px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40">
        {t("upload.columns.summary")}
      </summary>
      <div className="space-y-3 border-t border-slate-200 px-4 py-3 text-sm">
        <p className="text-slate-600">{t("upload.columns.intro")}</p>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]" data-testid="sheet-columns">
          {entries.map((e) => (
            <div key={e.key} className="contents">
              <dt className="font-medium text-slate-900">
                {e.name}
                <span
                  className={`ml-2 rounded-full px-2 py-0.5 text-xs font-medium ${e.required ? "bg-rose-50 text-rose-800" : "bg-slate-100 text-slate-600"}`}
                >
                  {e.required ? t("template.help.required") : t("template.help.optional")}
                </span>
              </dt>
              <dd className="text-slate-600">{e.help}</dd>
            </div>
          ))}
        </dl>
      </div>
    </details>
  );
}
