"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { resetPasswordAction } from "@/app/(desk)/admin/users/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CopyField } from "@/components/ui/copy-field";
import { useAction } from "@/components/ui/use-action";
import type { UserSummary } from "@/app/(desk)/admin/_components/types";

const person = (chunks: React.ReactNode) => <span translate="no">{chunks}</span>;

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
  const t = useTranslations("users.reset");
  const [link, setLink] = useState<string | null>(null);
  const { run, pending } = useAction(resetPasswordAction, {
    refresh: true,
    onSuccess: (data) => {
      if (data) setLink(new URL(data.resetPath, window.location.origin).toString());
      onDone(null);
    },
    onFailure: (error) => onDone(error.message),
  });

  function close() {
    setLink(null);
    onClose();
  }

  const reset = (target: UserSummary) => void run({ userId: target.id });

  return (
    <Dialog open={user !== null} onClose={close} title={link ? t("linkTitle", { name: user?.name ?? "" }) : t("title", { name: user?.name ?? "" })}>
      {user && link ? (
        <div className="space-y-4">
          <Alert tone="success" title={t("done")}>
            {t.rich("signedOut", { name: user.name, person })}
          </Alert>
          <p className="text-sm text-slate-700">{t.rich("sendLink", { name: user.name, hours: 24, person })}</p>
          <CopyField label={t("link")} value={link} buttonLabel={t("copy")} focusOnMount />
          <div className="flex justify-end">
            <Button type="button" onClick={close}>
              {t("close")}
            </Button>
          </div>
        </div>
      ) : (
        user && (
          <>
            <p className="text-sm text-slate-700">{t.rich("explain", { name: user.name, person })}</p>
            <div className="mt-6 flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={close} disabled={pending}>
                {t("cancel")}
              </Button>
              <Button type="button" variant="danger" busy={pending} onClick={() => reset(user)}>
                {pending ? t("resetting") : t("confirm")}
              </Button>
            </div>
          </>
        )
      )}
    </Dialog>
  );
}
