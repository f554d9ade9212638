"use client";

import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { BookingInput } from "@/lib/booking/schema";
import { GUEST_CHANNELS, type GuestChannel } from "@/lib/channels";
import type { GuestChannelChoice } from "./types";

/**
 * "Tell the guest by": SMS, WhatsApp and email, any or none. A channel this desk cannot send on is
 * offered disabled, with why beside it. Email needs the guest's email, which the shared rules ask
 * for at the email field.
 */
export function GuestChannels({
  form,
  availability,
  error,
}: {
  form: UseFormReturn<BookingInput>;
  availability: GuestChannelChoice["availability"];
  error?: string;
}) {
  const t = useTranslations("messaging");
  const chosen = (useWatch({ control: form.control, name: "rider.channels" }) ?? []) as GuestChannel[];

  function toggle(channel: GuestChannel, on: boolean) {
    const next = GUEST_CHANNELS.filter((c) => (c === channel ? on : chosen.includes(c)));
    form.setValue("rider.channels", next, { shouldDirty: true });
    // After a first attempt, the email's complaint comes and goes with the email channel.
    if (form.formState.isSubmitted) void form.trigger(["rider.channels", "rider.email"]);
  }

  return (
    <fieldset className="text-sm sm:col-span-2" aria-describedby={error ? "guest-channels-error" : chosen.length === 0 ? "guest-channels-none" : undefined}>
      <legend className="mb-1 font-medium text-slate-700">{t("form.legend")}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {GUEST_CHANNELS.map((channel) => {
          const offered = availability[channel];
          return (
            <span key={channel} className="flex items-center gap-2">
              <label className={`flex items-center gap-2 ${offered.available ? "text-slate-800" : "text-slate-400"}`}>
                <input
                  type="checkbox"
                  name="guest-channels"
                  value={channel}
                  data-testid={`guest-channel-${channel}`}
                  checked={offered.available && chosen.includes(channel)}
                  disabled={!offered.available}
                  aria-describedby={offered.available ? undefined : `guest-channel-${channel}-off`}
                  onChange={(e) => toggle(channel, e.target.checked)}
                />
                {t(`channel.${channel}`)}
              </label>
              {!offered.available && (
                <span id={`guest-channel-${channel}-off`} className="text-xs text-slate-500">
                  {t("form.off", { channel })}
                </span>
              )}
            </span>
          );
        })}
      </div>
      {chosen.length === 0 && !error && (
        <p id="guest-channels-none" className="mt-1 text-slate-600">
          {t("form.none")}
        </p>
      )}
      {error && (
        <p id="guest-channels-error" className="mt-1 text-rose-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
