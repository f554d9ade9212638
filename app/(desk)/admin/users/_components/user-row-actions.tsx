"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { UserSummary } from "@/app/(desk)/admin/_components/types";

export type RowAction = "make-admin" | "make-agent" | "make-approver" | "deactivate" | "reactivate" | "reset" | "unlock" | "requesters";

/** The changes an admin can make to one user, as buttons named for what they do. */
export function UserRowActions({
  user,
  isSelf,
  busy,
  disabled,
  describedBy,
  onAction,
}: {
  user: UserSummary;
  isSelf: boolean;
  /** The action of this row that is running, if any. */
  busy: RowAction | null;
  disabled: boolean;
  /** The id of the cell naming the user, so screen readers hear whose button it is. */
  describedBy: string;
  onAction: (action: RowAction) => void;
}) {
  const t = useTranslations("users.actions");
  const button = (action: RowAction, label: string, busyLabel: string, variant: "secondary" | "ghost" = "secondary") => (
    <Button
      key={action}
      type="button"
      size="sm"
      variant={variant}
      busy={busy === action}
      disabled={disabled && busy !== action}
      aria-describedby={describedBy}
      onClick={() => onAction(action)}
    >
      {busy === action ? busyLabel : label}
    </Button>
  );

  return (
    <div className="flex flex-wrap justify-end gap-1.5">
      {user.role === "agent" && button("requesters", t("requesters"), t("requesters"))}
      {user.role === "agent" ? button("make-admin", t("makeAdmin"), t("saving")) : button("make-agent", t("makeAgent"), t("saving"))}
      {user.role === "agent" && button("make-approver", t("makeApprover"), t("saving"))}
      {user.active && user.locked && button("unlock", t("unlock"), t("unlocking"))}
      {user.active && !isSelf && button("reset", t("resetPassword"), t("resetPassword"))}
      {user.active ? !isSelf && button("deactivate", t("deactivate"), t("deactivate")) : button("reactivate", t("reactivate"), t("reactivating"))}
    </div>
  );
}
