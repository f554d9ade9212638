import { Alert } from "@/components/ui/alert";
import { LocalTime } from "@/components/ui/local-time";

export type MismatchLine = { field: "reason" | "label_slug"; message: string | null; count: number; lastAt: string };

const FIELD_NAMES = { reason: "the reason", label_slug: "the label" } as const;

/**
 * The ride service refused bookings our policy allowed: its company settings and this policy
 * disagree. Shown until the policy is next saved.
 */
export function PolicyMismatchNotice({ mismatches }: { mismatches: MismatchLine[] }) {
  if (mismatches.length === 0) return null;
  return (
    <div data-testid="policy-mismatch">
      <Alert tone="warning" title="The ride service's settings disagree with this policy">
        <ul className="list-disc space-y-1 pl-5">
          {mismatches.map((m) => (
            <li key={m.field}>
              It refused {FIELD_NAMES[m.field]} of {m.count === 1 ? "a booking" : `${m.count} bookings`} this policy allowed
              {m.message ? <>: “{m.message}”</> : null} (last <LocalTime iso={m.lastAt} />).
            </li>
          ))}
        </ul>
        <p className="mt-2">
          Make this policy as strict as the ride service&apos;s company settings (for example, require the label), or ask the ride service to change them. Saving the policy clears this notice.
        </p>
      </Alert>
    </div>
  );
}
