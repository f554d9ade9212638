"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";

// The links load when the menu is first opened: every desk page carries only the button.
const loadPanel = () => import("./admin-menu-panel");
const preload = () => void loadPanel();
const AdminMenuPanel = dynamic(() => loadPanel().then((m) => m.AdminMenuPanel), { ssr: false });

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
        // Fetched as the pointer or the focus reaches the button, so the links are there when it opens.
        onPointerEnter={preload}
        onFocus={preload}
        className={`inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium ${current ? "bg-brand-50 text-brand-800" : "text-slate-600 hover:bg-slate-100"}`}
      >
        {t("nav.admin")}
        <span aria-hidden data-pseudo-exempt className={`text-xs transition-transform ${open ? "rotate-180" : ""}`}>
          ▾
        </span>
      </button>
      <div
        ref={panel}
        id={id}
        hidden={!open}
        className="absolute left-0 z-30 mt-1 w-72 rounded-lg border border-slate-200 bg-white p-3 shadow-lg sm:left-auto sm:right-0"
      >
        {open && <AdminMenuPanel id={id} pathname={pathname} onFollow={() => setOpen(false)} />}
      </div>
    </div>
  );
}
