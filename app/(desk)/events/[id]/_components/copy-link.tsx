"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

/** A link copied with one click, for a table's row; without clipboard access the link opens to be copied by hand. */
export function CopyLink({ url, label }: { url: string; label: string }) {
  const t = useTranslations("common");
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className="rounded-md border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-50"
        onClick={() =>
          navigator.clipboard.writeText(url).then(
            () => setCopied(true),
            () => window.open(url, "_blank", "noopener"),
          )
        }
      >
        {label}
      </button>
      <span aria-live="polite" className="text-xs text-emerald-700">
        {copied ? t("copied") : ""}
      </span>
    </span>
  );
}
