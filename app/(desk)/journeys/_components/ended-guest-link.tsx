import { useTranslations } from "next-intl";
import { CopyField } from "@/components/ui/copy-field";
import { useIntlTag, useStateWords } from "@/components/journeys/journey-words";

/**
 * The guest links of a ride that has ended: nothing left to send (a message would say the ride is
 * booked), only the guest's page to look at, which now shows how the ride ended.
 */
export function EndedGuestLink({ guestUrl, publicUrl, endState }: { guestUrl: string | null; publicUrl: string | null; endState: string }) {
  const t = useTranslations("journeys");
  const states = useStateWords();
  const tag = useIntlTag();
  const link = guestUrl?.trim() || publicUrl?.trim() || null;
  // Mid-sentence the state reads in lower case ("cancelled"); one the desk has no words for is shown as the provider wrote it.
  const how = states.text(endState)?.toLocaleLowerCase(tag) ?? endState;
  return (
    <div className="space-y-3" data-testid="guest-links-ended">
      <p className="text-sm text-slate-700">{t("page.ended", { how })}</p>
      {link && <CopyField label={t("page.guestLink")} value={link} buttonLabel={t("page.copyLink")} testId="guest-link" />}
    </div>
  );
}
