"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { BookingForm } from "./use-booking-form";

// The repeat fields (weekdays, end, the series' booking) load when the agent opens "Repeat", not with the form.
const RepeatFields = dynamic(() => import("./repeat-fields").then((m) => m.RepeatFields), { loading: () => <LoadingRepeat /> });

function LoadingRepeat() {
  const t = useTranslations("series.repeat");
  return (
    <p role="status" className="text-sm text-slate-500">
      {t("loading")}
    </p>
  );
}

/** "Repeat this ride", offered with a reservation: opened, the reservation becomes the first day of a series. */
export function RepeatOption({ booking }: { booking: BookingForm }) {
  const t = useTranslations("series.repeat");
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-3">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input type="checkbox" name="repeat" checked={open} onChange={(e) => setOpen(e.target.checked)} />
        {t("toggle")}
      </label>
      {open && <RepeatFields booking={booking} />}
    </div>
  );
}
