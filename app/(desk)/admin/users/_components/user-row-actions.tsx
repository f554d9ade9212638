"use client";

import { Button } from "@/components/ui/button";
import type { UserSummary } from "@/app/(desk)/admin/_components/types";

export type RowAction = "make-admin" | "make-agent" | "deactivate" | "reactivate" | "reset" | "unlock" | "requesters";

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
      {user.role === "agent" && button("requesters", "Requesters", "Requesters")}
      {user.role === "agent" ? button("make-admin", "Make admin", "Saving…") : button("make-agent", "Make agent", "Saving…")}
      {user.active && user.locked && button("unlock", "Unlock", "Unlocking…")}
      {user.active && !isSelf && button("reset", "Reset password", "Reset password")}
      {user.active ? !isSelf && button("deactivate", "Deactivate", "Deactivate") : button("reactivate", "Reactivate", "Reactivating…")}
    </div>
  );
}
