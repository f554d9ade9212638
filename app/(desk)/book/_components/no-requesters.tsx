import Link from "next/link";
import { useTranslations } from "next-intl";

/** The booking form's dead end: no one to book for. An admin gets the way out; an agent, who to ask. */
export function NoRequesters({ manageHref }: { manageHref: string | null }) {
  const t = useTranslations("booking.noRequesters");
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="no-requesters">
      <p>{t("none")}</p>
      {manageHref ? (
        <p className="mt-1">
          {t.rich("admin", {
            link: (chunks) => (
              <Link href={manageHref} className="font-medium text-amber-950 underline underline-offset-2 hover:no-underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <p className="mt-1">{t("agent")}</p>
      )}
    </div>
  );
}
