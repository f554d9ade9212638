"use client";

import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import { ReadyWindowFields } from "./ready-window-fields";
import type { When } from "./when-section";

/**
 * The third "When": the guest calls the car from their page when ready, within a window on the
 * pickup's clock. Loaded after the booking form is up, with the window's fields and rules.
 */
export function GuestReadyOption({
  when,
  zone,
  checkedAt,
  serverError,
  onChange,
  clicksRef,
}: {
  when: When;
  zone: string | null;
  checkedAt: number;
  serverError?: string;
  onChange(when: When): void;
  /** The section's count of clicks: picking this one cancels a reservation's earliest time still loading. */
  clicksRef: RefObject<number>;
}) {
  const t = useTranslations("booking.when");
  return (
    <>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name="when"
          checked={when.kind === "guest_ready"}
          onChange={() => {
            clicksRef.current++;
            onChange({ kind: "guest_ready", date: "", from: "", until: "" });
          }}
        />
        {t("guestReady")}
      </label>
      {when.kind === "guest_ready" && (
        <div className="space-y-2 rounded-md bg-slate-50 p-3">
          {!zone ? (
            <p className="text-sm text-slate-600">{t("pickupFirst")}</p>
          ) : (
            <ReadyWindowFields when={when} zone={zone} checkedAt={checkedAt} serverError={serverError} onChange={onChange} />
          )}
        </div>
      )}
    </>
  );
}
