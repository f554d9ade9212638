import { Suspense } from "react";
import { ProviderCard } from "@/components/home/provider-card";
import { requireUser } from "@/lib/auth/guard";
import { env } from "@/lib/env";
import { ProviderCheck } from "../_components/provider-check";

export default async function HomePage() {
  const user = await requireUser();
  const { provider } = env();
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold">Welcome, {user.name.split(" ")[0]}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Book rides for your guests with stops, reservations and airport or station meeting points; guests follow
          their ride from a link, with no app and no account.
        </p>
      </header>
      <ProviderCard mode={provider.mode} baseUrl={provider.baseUrl}>
        <Suspense fallback={<p className="text-sm text-slate-500" role="status">Checking the connection…</p>}>
          <ProviderCheck />
        </Suspense>
      </ProviderCard>
    </div>
  );
}
