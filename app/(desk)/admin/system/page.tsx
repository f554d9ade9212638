import { Suspense } from "react";
import { ProviderCard } from "@/components/system/provider-card";
import { requireUser } from "@/lib/auth/guard";
import { env } from "@/lib/env";
import { ProviderCheck } from "@/app/_components/provider-check";

export const metadata = { title: "System" };

export default async function SystemPage() {
  await requireUser("admin");
  const { provider } = env();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">System</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">How Ridedesk is connected, and whether each part is working.</p>
      </header>
      <div className="space-y-6" data-testid="system-sections">
        <ProviderCard mode={provider.mode} baseUrl={provider.baseUrl}>
          <Suspense fallback={<p className="text-sm text-slate-500" role="status">Checking the connection…</p>}>
            <ProviderCheck />
          </Suspense>
        </ProviderCard>
      </div>
    </div>
  );
}
