import { CopyField } from "@/components/ui/copy-field";
import { journeyStateLabel } from "@/lib/journeys/states";

/**
 * The guest links of a ride that has ended: nothing left to send (a message would say the ride is
 * booked), only the guest's page to look at, which now shows how the ride ended.
 */
export function EndedGuestLink({ guestUrl, publicUrl, endState }: { guestUrl: string | null; publicUrl: string | null; endState: string }) {
  const link = guestUrl?.trim() || publicUrl?.trim() || null;
  return (
    <div className="space-y-3" data-testid="guest-links-ended">
      <p className="text-sm text-slate-700">
        The ride has ended ({journeyStateLabel(endState).toLowerCase()}), so there is nothing to send the guest. Their page shows how it ended.
      </p>
      {link && <CopyField label="Guest link" value={link} buttonLabel="Copy link" testId="guest-link" />}
    </div>
  );
}
