import { IntlProvider } from "@/components/i18n/intl-provider";
import { Providers } from "@/components/providers";
import { DeskHeader } from "@/components/shell/desk-header";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { answersApprovals } from "@/lib/spend/approvals-queries";
import { signOutAction } from "./actions";

export default async function DeskLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  const approvals = await answersApprovals(await db(), user);
  return (
    <IntlProvider>
      <div className="min-h-screen">
        <DeskHeader user={{ name: user.name, email: user.email, role: user.role }} approvals={approvals} signOut={signOutAction} />
        <main id="main" className="mx-auto max-w-6xl px-6 py-8">
          <Providers>{children}</Providers>
        </main>
      </div>
    </IntlProvider>
  );
}
