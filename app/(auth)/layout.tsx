import { MessageWords } from "@/components/i18n/message-words";
import { formWords } from "./_components/form-words";

/**
 * The sign-in, setup and welcome pages take their words from the server (as props, and the forms'
 * errors through MessageWords), not from next-intl's client runtime, which these pages do without.
 */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const { words, fallback } = await formWords();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <p className="mb-6 text-center text-2xl font-bold text-brand-700" translate="no">
          Ridedesk
        </p>
        <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
          <MessageWords words={words} fallback={fallback}>
            {children}
          </MessageWords>
        </div>
      </div>
    </main>
  );
}
