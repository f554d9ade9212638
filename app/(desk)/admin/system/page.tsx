import Link from "next/link";
import { Suspense } from "react";
import { Alert } from "@/components/ui/alert";
import { db } from "@/lib/db";
import { policyMismatches } from "@/lib/policy/queries";
import { ProviderCard } from "@/app/(desk)/admin/system/_components/provider-card";
import { requireUser } from "@/lib/auth/guard";
import { env } from "@/lib/env";
import { ProviderCheck } from "@/app/(desk)/admin/system/_components/provider-check";

export const metadata = { title: "System" };

export default async function SystemPage() {
  await requireUser("admin");
  const { provider } = env();
  const mismatches = await policyMismatches(await db());
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">System</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">How Ridedesk is connected, and whether each part is working.</p>
      </header>
      {mismatches.length > 0 && (
        <Alert tone="warning" title="The ride service refuses bookings the policy allows">
          It refused the {mismatches.map((m) => (m.field === "reason" ? "reason" : "label")).join(" and the ")} of bookings since the policy was last saved.{" "}
          <Link href="/admin/policy" className="font-medium underline">Review the booking policy</Link>.
        </Alert>
      )}
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
