import "server-only";
import { composeAlert } from "@/lib/alerts/deliver";
import type { AlertLine } from "@/lib/alerts/desk-alert";
import { LOCALES, type Locale } from "@/lib/locales";
import { translator } from "@/lib/i18n/server-translator";
import { composeGuestMessage } from "@/lib/messaging/compose";
import { emailBodies } from "@/lib/messaging/email-body";
import { DESK_PROBLEMS, GUEST_EVENTS, type DeskProblem, type GuestEvent } from "@/lib/channels";
import { sampleRide } from "@/lib/outbound/sample-ride";
import { smsCost, type SmsCost } from "@/lib/messaging/sms-text";
import { filledTemplate, templateKey, templateText, type TemplateKey, type TemplateVariable } from "@/lib/messaging/whatsapp-templates";

/** One event's message as a guest gets it: the text of an SMS or WhatsApp, and the email's subject and plain text. */
export type GuestMessagePreview = { event: GuestEvent; text: string; sms: SmsCost; whatsapp: string; email: { subject: string; text: string } };

/** One problem's alert as the desk reads it, whichever channel it arrives on. */
export type AlertPreview = { problem: DeskProblem; title: string; lines: AlertLine[]; fix: string; openRide: string | null };

/** A WhatsApp template as an admin registers it at Twilio: its text with {{1}}, {{2}}…, what each stands for and an example. */
export type TemplatePreview = { event: GuestEvent; key: TemplateKey; text: string; variables: { name: TemplateVariable; example: string }[] };

export type LanguagePreview = { language: Locale; guest: GuestMessagePreview[]; alerts: AlertPreview[]; templates: TemplatePreview[] };

/**
 * Every message to guests and every alert to the desk, in every language, written from a made-up
 * ride by the same functions that write the real ones.
 */
export async function notificationPreviews(context: { companyName: string; appUrl: string; now: Date; noDriverMinutes: number }): Promise<LanguagePreview[]> {
  return Promise.all(
    LOCALES.map(async (language) => {
      const ride = await sampleRide(language, { ...context, minutesToPickup: context.noDriverMinutes });
      const t = await translator(language);
      const guest = GUEST_EVENTS.map((event): GuestMessagePreview => {
        const email = composeGuestMessage(event, "email", ride.guest);
        const text = composeGuestMessage(event, "sms", ride.guest).text;
        return {
          event,
          text,
          sms: smsCost(text),
          whatsapp: composeGuestMessage(event, "whatsapp", ride.guest).text,
          email: { subject: email.subject, text: emailBodies(email.text, language, context.companyName).text },
        };
      });
      const alerts = await Promise.all(
        DESK_PROBLEMS.map(async (problem): Promise<AlertPreview> => {
          const alert = await composeAlert(ride.booking, t("notifications.sample.agent"), problem, language, context.appUrl, ride.now);
          return { problem, title: alert.title, lines: alert.lines, fix: alert.fix.label, openRide: alert.ride?.label ?? null };
        }),
      );
      const templates = GUEST_EVENTS.map((event): TemplatePreview => {
        const { text, variables } = templateText(event, language);
        const filled = filledTemplate(event, ride.guest).variables;
        return { event, key: templateKey(event, language), text, variables: variables.map((name, i) => ({ name, example: filled[String(i + 1)]! })) };
      });
      return { language, guest, alerts, templates };
    }),
  );
}
