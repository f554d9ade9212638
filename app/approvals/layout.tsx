import { IntlProvider } from "@/components/i18n/intl-provider";
import { requireSignedIn } from "@/lib/auth/guard";
import { requestLocale } from "@/lib/auth/request-locale";
import { LANGUAGE_NAMES, LOCALES } from "@/lib/locales";
import { signOutAction } from "@/app/(desk)/actions";
import { chooseLanguageAction } from "@/app/(desk)/profile/actions";
import { ApprovalsHeader } from "./_components/approvals-header";

/**
 * The approvals' own frame, outside the desk: an approver sees these pages and nothing else, so the
 * header has only the approvals, the language and sign-out (and the way back for desk users).
 */
export default async function ApprovalsLayout({ children }: { children: React.ReactNode }) {
  const user = await requireSignedIn();
  // The messages its client parts use (useTranslations, Field, useAction): the root layout gives none.
  return (
    <IntlProvider>
      <div className="min-h-screen">
        <ApprovalsHeader
          user={{ name: user.name, email: user.email, role: user.role }}
          languages={LOCALES.map((value) => ({ value, name: LANGUAGE_NAMES[value] }))}
          language={user.locale ?? (await requestLocale())}
          signOut={signOutAction}
          chooseLanguage={chooseLanguageAction}
        />
        <main id="main" className="mx-auto max-w-4xl px-6 py-8">
          {children}
        </main>
      </div>
    </IntlProvider>
  );
}
