"use client";

import { useTranslations } from "next-intl";
import { useController } from "react-hook-form";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { ALWAYS_SENT_EVENTS, GUEST_CHANNELS, GUEST_EVENTS, type GuestChannel } from "@/lib/channels";
import { REMINDER_MINUTES } from "@/lib/outbound/settings";
import type { ChannelAvailability } from "@/lib/outbound/settings-queries";
import { CheckRow, toggled, type SettingsForm } from "./check-row";

/** The variable that names each text channel's sender. */
const SENDER_VARIABLE: Record<Exclude<GuestChannel, "email">, string> = { sms: "TWILIO_SMS_FROM", whatsapp: "TWILIO_WHATSAPP_FROM" };

/** What guests are told: the channels a new guest starts with, the events, and when the reminder goes. */
export function GuestFields({ form, availability }: { form: SettingsForm; availability: ChannelAvailability }) {
  const t = useTranslations("notifications");
  const channels = useController({ control: form.control, name: "guestChannels" }).field;
  const events = useController({ control: form.control, name: "guestEvents" }).field;
  const reminderError = form.formState.errors.reminderMinutes?.message;

  const whyNot = (channel: GuestChannel) => {
    const a = availability[channel];
    if (a.available) return undefined;
    if (channel === "email") return t("guests.channels.noSmtp");
    return t("guests.channels.noSender", { variable: SENDER_VARIABLE[channel] });
  };

  return (
    <Card title={t("guests.title")} description={t("guests.description")}>
      <div className="space-y-6">
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-900">{t("guests.channels.legend")}</legend>
          <p className="text-xs text-slate-500">{t("guests.channels.hint")}</p>
          {GUEST_CHANNELS.map((channel) => (
            <CheckRow
              key={channel}
              label={t(`channels.${channel}`)}
              hint={whyNot(channel)}
              disabled={!availability[channel].available}
              checked={channels.value.includes(channel)}
              onChange={(on) => channels.onChange(toggled(channels.value, channel, on, GUEST_CHANNELS))}
              testId={`guest-channel-${channel}`}
            />
          ))}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-900">{t("guests.events.legend")}</legend>
          <p className="text-xs text-slate-500">{t("guests.events.hint")}</p>
          {GUEST_EVENTS.filter((event) => !ALWAYS_SENT_EVENTS.includes(event)).map((event) => (
            <CheckRow
              key={event}
              label={t(`events.${event}.name`)}
              hint={t(`events.${event}.description`)}
              checked={events.value.includes(event)}
              onChange={(on) => events.onChange(toggled(events.value, event, on, GUEST_EVENTS))}
            />
          ))}
        </fieldset>
        <div className="max-w-sm">
          <Field label={t("guests.reminder.label")} hint={t("guests.reminder.hint", REMINDER_MINUTES)} error={reminderError}>
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                min={REMINDER_MINUTES.min}
                max={REMINDER_MINUTES.max}
                step={1}
                className="w-32"
                {...form.register("reminderMinutes")}
              />
            )}
          </Field>
        </div>
      </div>
    </Card>
  );
}
