"use client";

import { useState, useTransition } from "react";
import { resetPasswordAction } from "@/app/(desk)/admin/users/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CopyField } from "@/components/ui/copy-field";
import type { UserSummary } from "@/app/(desk)/admin/_components/types";

/** Confirms a password reset, then shows the one-time link to pass on, in the same dialog. */
export function ResetPasswordDialog({
  user,
  onClose,
  onDone,
}: {
  user: UserSummary | null;
  onClose: () => void;
  /** Called with an error message when the reset failed, or null once it worked. */
  onDone: (problem: string | null) => void;
}) {
  const [link, setLink] = useState<string | null>(null);
  const [pending, start] = useTransition();

  function close() {
    setLink(null);
    onClose();
  }

  const reset = (target: UserSummary) =>
    start(async () => {
      const result = await resetPasswordAction({ userId: target.id });
      if (!result.ok) return onDone(result.error.message);
      setLink(new URL(result.data.resetPath, window.location.origin).toString());
      onDone(null);
    });

  return (
    <Dialog open={user !== null} onClose={close} title={link ? `New password link for ${user?.name}` : `Reset the password of ${user?.name}?`}>
      {user && link ? (
        <div className="space-y-4">
          <Alert tone="success" title="Password reset">
            {user.name} has been signed out and the old password no longer works.
          </Alert>
          <p className="text-sm text-slate-700">Send this link to {user.name}. It works once and expires in 24 hours.</p>
          <CopyField label="Password reset link" value={link} buttonLabel="Copy link" focusOnMount />
          <div className="flex justify-end">
            <Button type="button" onClick={close}>
              Done
            </Button>
          </div>
        </div>
      ) : (
        user && (
          <>
            <p className="text-sm text-slate-700">
              {user.name} will be signed out and their current password will stop working. You will get a one-time link to send them so they can
              choose a new one.
            </p>
            <div className="mt-6 flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={close} disabled={pending}>
                Cancel
              </Button>
              <Button type="button" variant="danger" busy={pending} onClick={() => reset(user)}>
                {pending ? "Resetting…" : "Reset password"}
              </Button>
            </div>
          </>
        )
      )}
    </Dialog>
  );
}
