import { SystemSection } from "./system-section";

/** Which ride provider Ridedesk talks to, and (in children) whether it answers. */
export function ProviderCard({ mode, baseUrl, children }: { mode: "sandbox" | "remote"; baseUrl: string; children: React.ReactNode }) {
  return (
    <SystemSection id="provider" title="Ride provider">
      {mode === "sandbox" ? (
        <div className="space-y-2 text-slate-700">
          <p data-testid="provider-mode">
            <strong>Embedded sandbox</strong>: a simulation of Cabify&apos;s Ride-Hailing API v4 running inside Ridedesk, with simulated drivers in
            central Madrid. No account or credentials needed.
          </p>
          <p className="text-sm text-slate-500">
            API base <code className="rounded bg-slate-100 px-1">{baseUrl}</code>. Set the <code>PROVIDER_*</code> variables to use the real
            provider.
          </p>
        </div>
      ) : (
        <p className="text-slate-700" data-testid="provider-mode">
          <strong>Cabify</strong> at <code className="rounded bg-slate-100 px-1">{baseUrl}</code>
        </p>
      )}
      <div className="mt-4 border-t border-slate-100 pt-4">{children}</div>
    </SystemSection>
  );
}
