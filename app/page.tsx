import { Suspense } from "react";
import { env } from "@/lib/env";
import { ProviderCard } from "@/components/home/provider-card";
import { ProviderCheck } from "./_components/provider-check";

export const dynamic = "force-dynamic";

export default function HomePage() {
  const { provider } = env();
  return (
    <main className="mx-auto max-w-3xl px-6 py-12">
      <header className="mb-10">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Ridedesk</p>
        <h1 className="mt-1 text-3xl font-bold">Book and follow rides for your guests</h1>
        <p className="mt-3 text-slate-600">
          Travel desks book rides with stops, reservations and airport or station meeting points; guests follow
          their ride from a link, with no app and no account.
        </p>
      </header>
      <ProviderCard mode={provider.mode} baseUrl={provider.baseUrl}>
        <Suspense fallback={<p className="text-sm text-slate-500" role="status">Checking the connection…</p>}>
          <ProviderCheck />
        </Suspense>
      </ProviderCard>
    </main>
  );
}
