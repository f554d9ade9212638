import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { STOP_FIELDS, type EventField } from "@/lib/events/fields";
import { isStop } from "@/lib/events/words";

/** A sheet's field in the reader's words, as the template names its column: "Guest name", "Stop 3". */
export function useFieldName(): (field: EventField) => string {
  const t = useTranslations("events.template.columns");
  return useCallback((field) => (isStop(field) ? t("stop", { number: STOP_FIELDS.indexOf(field) + 1 }) : t(field)), [t]);
}
