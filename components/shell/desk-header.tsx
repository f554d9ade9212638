"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTransition } from "react";

type NavItem = { href: string; label: string; admin?: boolean };

const NAV: NavItem[] = [
  { href: "/", label: "Home" },
  { href: "/book", label: "Book a ride" },
  { href: "/journeys", label: "Journeys" },
  { href: "/parcels", label: "Parcels" },
  { href: "/reports", label: "Reports" },
  { href: "/admin/policy", label: "Policy", admin: true },
  { href: "/admin/labels", label: "Labels", admin: true },
  { href: "/admin/users", label: "Users", admin: true },
  { href: "/admin/audit", label: "Audit log", admin: true },
  { href: "/admin/system", label: "System", admin: true },
  { href: "/admin/webhooks", label: "Webhooks", admin: true },
  { href: "/admin/jobs", label: "Jobs", admin: true },
];

export function DeskHeader({
  user,
  signOut,
}: {
  user: { name: string; email: string; role: "admin" | "agent" };
  signOut: (input: Record<string, never>) => Promise<unknown>;
}) {
  const pathname = usePathname();
  const [pending, start] = useTransition();
  const items = NAV.filter((i) => !i.admin || user.role === "admin");
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-8 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/" className="text-lg font-bold text-brand-700">
          Ridedesk
        </Link>
        <nav aria-label="Main" className="flex min-w-0 flex-1 flex-wrap gap-1">
          {items.map((item) => {
            const current = item.href === "/" ? pathname === "/" : pathname.startsWith(item.href);
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`rounded-md px-3 py-1.5 text-sm font-medium ${current ? "bg-brand-50 text-brand-800" : "text-slate-600 hover:bg-slate-100"}`}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
        <div className="flex min-w-0 max-w-full items-center gap-3 text-sm">
          <span className="min-w-0 text-right leading-tight">
            <span className="block font-medium text-slate-800" data-testid="signed-in-user">
              {user.name}
            </span>
            <span className="block truncate text-xs text-slate-500">
              {user.role === "admin" ? "Admin" : "Agent"} · {user.email}
            </span>
          </span>
          <button
            type="button"
            onClick={() => start(async () => void (await signOut({})))}
            disabled={pending}
            className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          >
            {pending ? "Signing out…" : "Sign out"}
          </button>
        </div>
      </div>
    </header>
  );
}
