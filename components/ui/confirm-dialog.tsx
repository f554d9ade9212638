"use client";

import { useTranslations } from "next-intl";
import { useTransition, type ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

/** Asks before a change that is hard to undo; the confirm button names the change. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  busyLabel,
  dismissLabel,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  busyLabel: string;
  /** The button that closes without doing it; name it when "Cancel" would be ambiguous. */
  dismissLabel?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations("common");
  const [pending, start] = useTransition();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="space-y-3 text-sm text-slate-700">{children}</div>
      <div className="mt-6 flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
          {dismissLabel ?? t("cancel")}
        </Button>
        <Button type="button" variant="danger" busy={pending} onClick={() => start(onConfirm)}>
          {pending ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
