"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { syncRequestersAction } from "@/app/(desk)/admin/users/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import type { RequestersStatus } from "@/app/(desk)/admin/_components/types";

function describeSync({ active, deactivated, skipped }: { active: number; deactivated: number; skipped: number }) {
  const parts = [`${active} active`, `${deactivated} no longer listed`];
  if (skipped > 0) parts.push(`${skipped} skipped (not usable as requesters)`);
  return parts.join(", ");
}

/** The company's requesters as last read from the ride service, and a way to read them again. */
export function RequestersCard({ status }: { status: RequestersStatus }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const sync = () =>
    start(async () => {
      setResult(null);
      const r = await syncRequestersAction({});
      if (r.ok) {
        setResult({ tone: "success", text: `Synced: ${describeSync(r.data)}.` });
        router.refresh();
      } else setResult({ tone: "error", text: r.error.message });
    });

  return (
    <Card
      title="Requesters"
      description="The people in your company's ride account. Agents book rides on their behalf."
      actions={
        <Button type="button" variant="secondary" busy={pending} onClick={sync}>
          {pending ? "Syncing…" : "Sync now"}
        </Button>
      }
    >
      <div className="space-y-4" data-testid="requesters-card">
        {status.problem && !result && (
          <Alert tone="warning" title="Could not refresh the requesters">
            {status.problem} The list below may be out of date.
          </Alert>
        )}
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">Active requesters</dt>
            <dd className="mt-0.5 text-lg font-semibold text-slate-900" data-testid="requesters-count">
              {status.activeCount}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Last synced</dt>
            <dd className="mt-0.5 text-slate-900">{status.lastSyncedAt ? <LocalTime iso={status.lastSyncedAt} /> : "Never"}</dd>
          </div>
        </dl>
        <p className="text-xs text-slate-500">Ridedesk syncs automatically when an admin opens this page and the list is over an hour old.</p>
      </div>
    </Card>
  );
}
