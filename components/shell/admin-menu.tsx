"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";

type AdminKey = "policy" | "labels" | "users" | "audit" | "system" | "webhooks" | "notifications" | "jobs";

/** The admin pages, grouped as an admin looks for them: money, people, what the desk tells, how it runs. */
export const ADMIN_GROUPS: { key: "spending" | "people" | "messages" | "running"; items: { href: string; key: AdminKey }[] }[] = [
  { key: "spending", items: [{ href: "/admin/policy", key: "policy" }] },
  { key: "people", items: [{ href: "/admin/users", key: "users" }, { href: "/admin/labels", key: "labels" }] },
  { key: "messages", items: [{ href: "/admin/notifications", key: "notifications" }, { href: "/admin/webhooks", key: "webhooks" }] },
  { key: "running", items: [{ href: "/admin/system", key: "system" }, { href: "/admin/jobs", key: "jobs" }, { href: "/admin/audit", key: "audit" }] },
];

/**
 * The admin pages behind one button of the main navigation, so the header keeps one row as pages
 * are added: a disclosure (the button says whether it is open), its links grouped under headings,
 * closed by Escape (back to the button), by a click elsewhere, or by following a link.
 */
export function AdminMenu({ pathname }: { pathname: string }) {
  const t = useTranslations("shell");
  // Open on the page it was opened on: following a link to another page closes it by itself.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const current = pathname.startsWith("/admin");

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!panel.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpenOn(null);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", away);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={`inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium ${current ? "bg-brand-50 text-brand-800" : "text-slate-600 hover:bg-slate-100"}`}
      >
        {t("nav.admin")}
        <span aria-hidden className={`text-xs transition-transform ${open ? "rotate-180" : ""}`}>▾</span>
      </button>
      <div ref={panel} id={id} hidden={!open} className="absolute left-0 z-30 mt-1 w-72 rounded-lg border border-slate-200 bg-white p-3 shadow-lg sm:left-auto sm:right-0">
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
                        onClick={() => setOpen(false)}
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
      </div>
    </div>
  );
}
