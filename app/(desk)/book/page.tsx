import { headers } from "next/headers";
import { BookPage } from "@/components/booking/book-page";
import { listSavedGuests } from "@/lib/db/saved";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { getPolicy } from "@/lib/db/policy";
import { env } from "@/lib/env";
import { provider } from "@/lib/provider";
import { bookableRequesters, syncRequestersIfStale } from "@/lib/bookings/requesters";

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

export default async function Page() {
  const user = await requireUser();
  const database = await db();
  await syncRequestersIfStale(database, { id: user.id, email: user.email }).catch(() => null);
  // The policy is read per request: an admin's change applies to the next booking.
  const [requesters, labels, guests, { updatedAt: _, ...policy }] = await Promise.all([bookableRequesters(database, user), activeLabels(), listSavedGuests(database), getPolicy(database)]);
  // Meeting point instructions come in English or Spanish: the agent's browser chooses.
  const language = /^es\b/i.test((await headers()).get("accept-language") ?? "") ? "es" : "en";
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Book a ride</h1>
      <BookPage
        requesters={requesters.map((r) => ({ id: r.id, name: r.name, surname: r.surname, email: r.email, isDefault: r.isDefault }))}
        labels={labels}
        mapStyleUrl={env().mapStyleUrl}
        language={language}
        policy={policy}
        manageRequestersHref={user.role === "admin" ? `/admin/users?requesters=${user.id}` : null}
        savedGuests={guests.map((g) => ({ id: g.id, name: g.name, mobile: g.mobileE164, email: g.email, language: g.locale === "es" ? "es" : "en" }))}
      />
    </div>
  );
}
