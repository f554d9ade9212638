import { headers } from "next/headers";
import { BookPage } from "@/components/booking/book-page";
import { listSavedGuests } from "@/lib/db/saved";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { provider } from "@/lib/provider";
import { bookableRequesters, syncRequestersIfStale } from "@/lib/bookings/requesters";
import { rebookPrefill } from "@/lib/bookings/rebook-prefill";

export const metadata = { title: "Book a ride" };

/** Active labels for the picker; the page still works without them when the provider is unreachable. */
async function activeLabels() {
  try {
    const { data } = await provider().labels({ active: true, per: 100 });
    return data.map((l) => ({ slug: l.slug, name: l.name }));
  } catch (e) {
    console.warn("[book] labels unavailable", e instanceof Error ? e.message : e);
    return [];
  }
}

export default async function Page({ searchParams }: { searchParams: Promise<{ from?: string | string[]; return?: string | string[] }> }) {
  const user = await requireUser();
  const database = await db();
  await syncRequestersIfStale(database, { id: user.id, email: user.email }).catch(() => null);
  // Rebook and return trip: the form starts from one of the person's bookings (/book?from=…&return=1).
  const [requesters, labels, guests, again] = await Promise.all([
    bookableRequesters(database, user),
    activeLabels(),
    listSavedGuests(database),
    rebookPrefill(database, user, await searchParams),
  ]);
  // Meeting point instructions come in English or Spanish: the agent's browser chooses.
  const language = /^es\b/i.test((await headers()).get("accept-language") ?? "") ? "es" : "en";
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{again.prefill?.returnTrip ? "Book the return trip" : again.prefill ? "Book the ride again" : "Book a ride"}</h1>
      <BookPage
        key={again.prefill ? `${again.prefill.rebookOf}:${again.prefill.returnTrip}` : "new"}
        requesters={requesters.map((r) => ({ id: r.id, name: r.name, surname: r.surname, email: r.email, isDefault: r.isDefault }))}
        labels={labels}
        mapStyleUrl={env().mapStyleUrl}
        language={language}
        ownFleet={env().ownFleet}
        manageRequestersHref={user.role === "admin" ? `/admin/users?requesters=${user.id}` : null}
        prefill={again.prefill}
        notice={again.notice}
        savedGuests={guests.map((g) => ({ id: g.id, name: g.name, mobile: g.mobileE164, email: g.email, language: g.locale === "es" ? "es" : "en" }))}
      />
    </div>
  );
}
