"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";

type AdminKey = "policy" | "labels" | "users" | "audit" | "system" | "webhooks" | "notifications" | "jobs" | "holidays";

/** The admin pages, grouped as an admin looks for them: money, people, what the desk tells, how it runs. */
export const ADMIN_GROUPS: { key: "spending" | "people" | "messages" | "running"; items: { href: string; key: AdminKey }[] }[] = [
  { key: "spending", items: [{ href: "/admin/policy", key: "policy" }] },
  {
    key: "people",
    items: [
      { href: "/admin/users", key: "users" },
      { href: "/admin/labels", key: "labels" },
      { href: "/admin/holidays", key: "holidays" },
    ],
  },
  {
    key: "messages",
    items: [
      { href: "/admin/notifications", key: "notifications" },
      { href: "/admin/webhooks", key: "webhooks" },
    ],
  },
  {
    key: "running",
    items: [
      { href: "/admin/system", key: "system" },
      { href: "/admin/jobs", key: "jobs" },
      { href: "/admin/audit", key: "audit" },
    ],
  },
];

/** The admin menu's links under their groups' headings; following one closes the menu. */
export function AdminMenuPanel({ id, pathname, onFollow }: { id: string; pathname: string; onFollow: () => void }) {
  const t = useTranslations("shell");
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-3">
      {ADMIN_GROUPS.map((group) => (
        <div key={group.key}>
          <p id={`${id}-${group.key}`} className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t(`navGroups.${group.key}`)}
          </p>
          <ul aria-labelledby={`${id}-${group.key}`} className="mt-1 space-y-0.5">
            {group.items.map((item) => {
              const here = pathname.startsWith(item.href);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={here ? "page" : undefined}
                    onClick={onFollow}
                    className={`block rounded-md px-2 py-1 text-sm ${here ? "bg-brand-50 font-medium text-brand-800" : "text-slate-700 hover:bg-slate-100"}`}
                  >
                    {t(`nav.${item.key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
