"use client";

import Link from "next/link";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { AdminMenu } from "./admin-menu";

type NavItem = { href: string; key: "home" | "book" | "journeys" | "parcels" | "events" | "reports" | "approvals"; approvers?: boolean };

const NAV: NavItem[] = [
  { href: "/", key: "home" },
  { href: "/book", key: "book" },
  { href: "/journeys", key: "journeys" },
  { href: "/parcels", key: "parcels" },
  { href: "/events", key: "events" },
  { href: "/reports", key: "reports" },
  { href: "/approvals", key: "approvals", approvers: true },
];

export function DeskHeader({
  user,
  approvals = false,
  signOut,
}: {
  user: { name: string; email: string; role: "admin" | "agent" };
  /** Whether this person answers approvals (admins, and agents chosen for a label): the approvals are linked. */
  approvals?: boolean;
  signOut: (input: Record<string, never>) => Promise<unknown>;
}) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const items = NAV.filter((i) => !i.approvers || approvals);
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-8 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/" className="text-lg font-bold text-brand-700" translate="no">
          Ridedesk
        </Link>
        <nav aria-label={t("mainNav")} className="flex min-w-0 flex-1 flex-wrap gap-1">
          {items.map((item) => {
            const current = item.href === "/" ? pathname === "/" : pathname.startsWith(item.href);
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`rounded-md px-3 py-1.5 text-sm font-medium ${current ? "bg-brand-50 text-brand-800" : "text-slate-600 hover:bg-slate-100"}`}
              >
                {t(`nav.${item.key}`)}
              </Link>
            );
          })}
          {user.role === "admin" && <AdminMenu pathname={pathname} />}
        </nav>
        <div className="flex min-w-0 max-w-full items-center gap-3 text-sm">
          <Link href="/profile" title={t("profileLink")} className="min-w-0 rounded-md px-1 text-right leading-tight hover:bg-slate-50">
            <span className="block font-medium text-slate-800" data-testid="signed-in-user" translate="no">
              {user.name}
            </span>
            <span className="block truncate text-xs text-slate-500">
              {t(`role.${user.role}`)} · <span translate="no">{user.email}</span>
            </span>
          </Link>
          <SignOutButton signOut={signOut} />
        </div>
      </div>
    </header>
  );
}
