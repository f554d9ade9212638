"use client";

import { useTranslations } from "next-intl";
import type { InputHTMLAttributes } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { BookingInput } from "@/lib/booking/schema";
import { personName } from "@/lib/booking/rider";
import { LANGUAGE_NAMES, LOCALES } from "@/lib/locales";
import { GuestChannels } from "./guest-channels";
import type { GuestChannelChoice, Requester, SavedGuestOption } from "./types";

const input =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/** Who rides: a company user, or a guest with a name and a mobile, told about the ride by the channels the agent ticks. */
export function RiderSection({
  form,
  users,
  savedGuests,
  channels,
  errors,
}: {
  form: UseFormReturn<BookingInput>;
  users: Requester[];
  savedGuests: SavedGuestOption[];
  channels: GuestChannelChoice;
  errors: Record<string, string | undefined>;
}) {
  const t = useTranslations("booking.rider");
  const { register } = form;
  const kind = useWatch({ control: form.control, name: "rider.kind" });
  const choose = (rider: BookingInput["rider"]) => form.setValue("rider", rider, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t("legend")}</legend>
      <div className="flex gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="rider-kind"
            checked={kind === "guest"}
            onChange={() => choose({ kind: "guest", name: "", mobile: "", email: "", language: "en", channels: [...channels.defaults] })}
          />
          {t("guest")}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="rider-kind"
            checked={kind === "user"}
            disabled={users.length === 0}
            onChange={() => choose({ kind: "user", id: users[0]?.id ?? "" })}
          />
          {t("companyUser")}
        </label>
      </div>
      {kind === "user" ? (
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">{t("user")}</span>
          <select className={input} aria-invalid={!!errors["rider.id"]} {...register("rider.id")}>
            {users.map((u) => (
              <option key={u.id} value={u.id} translate="no">
                {personName(u)} · {u.email}
              </option>
            ))}
          </select>
          {errors["rider.id"] && <span className="mt-1 block text-rose-700">{errors["rider.id"]}</span>}
        </label>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {savedGuests.length > 0 && (
            <label className="text-sm sm:col-span-2">
              <span className="mb-1 block font-medium text-slate-700">{t("savedGuest")}</span>
              <select
                className={input}
                value=""
                onChange={(e) => {
                  const g = savedGuests.find((x) => x.id === e.target.value);
                  if (g)
                    choose({ kind: "guest", name: g.name, mobile: g.mobile, email: g.email ?? "", language: g.language, channels: [...channels.defaults] });
                }}
              >
                <option value="">{t("chooseSavedGuest")}</option>
                {savedGuests.map((g) => (
                  <option key={g.id} value={g.id} translate="no">
                    {g.name} · {g.mobile}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Text id="guest-name" label={t("name")} error={errors["rider.name"]} autoComplete="off" {...register("rider.name")} />
          <Text id="guest-mobile" label={t("mobile")} type="tel" placeholder="+34 600 000 000" error={errors["rider.mobile"]} {...register("rider.mobile")} />
          <Text id="guest-email" label={t("email")} type="email" error={errors["rider.email"]} {...register("rider.email")} />
          <label className="text-sm">
            <span className="mb-1 block font-medium text-slate-700">{t("language")}</span>
            <select className={input} aria-invalid={!!errors["rider.language"]} {...register("rider.language")}>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale} translate="no">
                  {LANGUAGE_NAMES[locale]}
                </option>
              ))}
            </select>
            {errors["rider.language"] && <span className="mt-1 block text-rose-700">{errors["rider.language"]}</span>}
          </label>
          <GuestChannels form={form} availability={channels.availability} error={errors["rider.channels"]} />
          <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
            <input type="checkbox" {...register("saveGuest")} />
            {t("saveGuest")}
          </label>
        </div>
      )}
    </fieldset>
  );
}

/** A text field whose id stays the same in every language (its error is found by it: "guest-mobile-error"). */
function Text({
  id,
  label,
  error,
  ...field
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }) {
  return (
    <div className="text-sm">
      <label htmlFor={id} className="mb-1 block font-medium text-slate-700">
        {label}
      </label>
      <input id={id} className={input} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...field} />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
