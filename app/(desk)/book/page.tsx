import { getLocale, getTranslations } from "next-intl/server";
import { BookPage } from "@/app/(desk)/book/_components/book-page";
import { NoRequesters } from "@/app/(desk)/book/_components/no-requesters";
import { listSavedGuests } from "@/lib/booking/saved-queries";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { getPolicy } from "@/lib/policy/queries";
import { env } from "@/lib/env";
import { activeLabelOptions, labelsSyncedAt } from "@/lib/labels/queries";
import { bookableRequesters } from "@/lib/accounts/requesters";
import { rebookPrefill } from "@/lib/booking/rebook-prefill";
import { isLocale } from "@/lib/locales";
import { channelAvailability, getNotificationSettings } from "@/lib/outbound/settings-queries";
import { availableChannels } from "@/lib/messaging/channels";
import type { Language } from "@/lib/i18n/localized";

export async function generateMetadata() {
  const t = await getTranslations("booking");
  return { title: t("title") };
}

type Database = Awaited<ReturnType<typeof db>>;

/**
 * Active labels for the picker, from our copy (the labels.sync job keeps it in step with the
 * provider), and why there are none when there are none: none active, or never read yet.
 */
async function pickerLabels(database: Database) {
  const [labels, syncedAt] = await Promise.all([activeLabelOptions(database), labelsSyncedAt(database)]);
  if (labels.length > 0) return { labels, note: null };
  return { labels, note: syncedAt ? ("noneActive" as const) : ("notSynced" as const) };
}

export default async function Page({ searchParams }: { searchParams: Promise<{ from?: string | string[]; return?: string | string[] }> }) {
  const user = await requireUser();
  const database = await db();
  // The policy is read per request: an admin's change applies to the next booking.
  // Rebook and return trip: the form starts from one of the person's bookings (/book?from=…&return=1).
  const [requesters, { labels, note: labelsNote }, guests, { updatedAt: _, ...policy }, again, notifications] = await Promise.all([
    bookableRequesters(database, user),
    pickerLabels(database),
    listSavedGuests(database),
    getPolicy(database),
    rebookPrefill(database, user, await searchParams),
    getNotificationSettings(database),
  ]);
  // A new guest is told by the company's channels that this desk can send on; the others show why they cannot be chosen.
  const availability = channelAvailability();
  // Meeting point names and instructions come in English or Spanish: the desk's language chooses, through the one fallback (lib/i18n/localized).
  const language: Language = await getLocale();
  const t = await getTranslations("booking");
  // No one to book for: the dead end is drawn here, so the form's script never carries it.
  if (requesters.length === 0)
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <NoRequesters manageHref={user.role === "admin" ? `/admin/users?requesters=${user.id}` : null} />
      </div>
    );
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{again.prefill?.returnTrip ? t("titleReturn") : again.prefill ? t("titleAgain") : t("title")}</h1>
      <BookPage
        key={again.prefill ? `${again.prefill.rebookOf}:${again.prefill.returnTrip}` : "new"}
        requesters={requesters.map((r) => ({ id: r.id, name: r.name, surname: r.surname, email: r.email, isDefault: r.isDefault }))}
        labels={labels}
        labelsNote={labelsNote}
        mapStyleUrl={env().mapStyleUrl}
        language={language}
        policy={policy}
        prefill={again.prefill}
        notice={again.notice}
        channels={{ defaults: availableChannels(notifications.guestChannels, availability), availability }}
        savedGuests={guests.map((g) => ({ id: g.id, name: g.name, mobile: g.mobileE164, email: g.email, language: isLocale(g.locale) ? g.locale : "en" }))}
      />
    </div>
  );
}
