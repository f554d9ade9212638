"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { changeRoleAction, setActiveAction, unlockUserAction } from "@/app/(desk)/admin/users/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import { CreateUserDialog } from "./create-user-dialog";
import { RequestersCard } from "./requesters-card";
import { RequestersDialog } from "./requesters-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import type { RowAction } from "./user-row-actions";
import { UsersTable } from "./users-table";
import type { ActionResult } from "@/lib/action-result";
import type { Assignment, RequesterOption, RequestersStatus, UserSummary } from "@/app/(desk)/admin/_components/types";

type Notice = { tone: "success" | "error"; text: string };
type Open = { kind: "invite" } | { kind: "deactivate" | "reset" | "requesters"; user: UserSummary } | null;

export function UsersPage({
  currentUserId,
  users,
  requesters,
  assignments,
  requestersStatus,
  welcome,
  requestersFor = null,
}: {
  currentUserId: string;
  users: UserSummary[];
  requesters: RequesterOption[];
  assignments: Record<string, Assignment>;
  requestersStatus: RequestersStatus;
  welcome: boolean;
  /** A user whose requesters dialog opens at once (links from a dead end elsewhere land here). */
  requestersFor?: string | null;
}) {
  const t = useTranslations("users");
  const router = useRouter();
  const [showWelcome] = useState(welcome);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState<Open>(() => {
    const user = users.find((u) => u.id === requestersFor);
    return user ? { kind: "requesters", user } : null;
  });
  const [busy, setBusy] = useState<{ userId: string; action: RowAction } | null>(null);
  // Each row's change is one action call; its words and what follows ride along with the call.
  const change = useAction((step: { task: () => Promise<ActionResult<unknown>>; success: string; after?: () => void }) => step.task(), {
    refresh: true,
    onSuccess: (_, step) => {
      setNotice({ tone: "success", text: step.success });
      step.after?.();
    },
    onFailure: (error) => setNotice({ tone: "error", text: error.message }),
  });

  // The welcome note is for this visit only: drop it from the address so a reload does not repeat it.
  useEffect(() => {
    if (welcome || requestersFor) router.replace("/admin/users", { scroll: false });
  }, [welcome, requestersFor, router]);

  const userOf = (kind: "deactivate" | "reset" | "requesters") => (open && open.kind === kind ? open.user : null);
  const close = () => setOpen(null);

  async function run(user: UserSummary, action: RowAction, task: () => Promise<ActionResult<unknown>>, success: string, after?: () => void) {
    setNotice(null);
    setBusy({ userId: user.id, action });
    await change.run({ task, success, after });
    setBusy(null);
  }

  function onAction(user: UserSummary, action: RowAction) {
    switch (action) {
      case "make-admin":
        return run(user, action, () => changeRoleAction({ userId: user.id, role: "admin" }), t("notice.madeAdmin", { name: user.name }));
      case "make-agent":
        // Giving up your own admin rights ends your access to this page.
        return run(
          user,
          action,
          () => changeRoleAction({ userId: user.id, role: "agent" }),
          t("notice.madeAgent", { name: user.name }),
          () => {
            if (user.id === currentUserId) router.push("/");
          },
        );
      case "make-approver":
        return run(user, action, () => changeRoleAction({ userId: user.id, role: "approver" }), t("notice.madeApprover", { name: user.name }));
      case "reactivate":
        return run(user, action, () => setActiveAction({ userId: user.id, active: true }), t("notice.reactivated", { name: user.name }));
      case "unlock":
        return run(user, action, () => unlockUserAction({ userId: user.id }), t("notice.unlocked", { name: user.name }));
      default:
        setNotice(null);
        setOpen({ kind: action, user });
    }
  }

  const assigning = userOf("requesters");
  const deactivating = userOf("deactivate");
  async function deactivate() {
    if (!deactivating) return;
    await change.run({
      task: () => setActiveAction({ userId: deactivating.id, active: false }),
      success: t("notice.deactivated", { name: deactivating.name }),
    });
    close();
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("title")}
        intro={t("intro")}
        actions={
          <Button type="button" onClick={() => setOpen({ kind: "invite" })}>
            {t("inviteButton")}
          </Button>
        }
      />

      {showWelcome && <Alert tone="success">{t("welcome")}</Alert>}
      <div aria-live="polite" data-testid="users-notice">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>

      <UsersTable users={users} currentUserId={currentUserId} assignments={assignments} busy={busy} onAction={onAction} />
      <RequestersCard status={requestersStatus} />

      <CreateUserDialog open={open?.kind === "invite"} onClose={close} requesters={requesters} />
      <ConfirmDialog
        open={deactivating !== null}
        title={t("deactivate.title", { name: deactivating?.name ?? "" })}
        confirmLabel={t("deactivate.confirm")}
        busyLabel={t("deactivate.busy")}
        dismissLabel={t("cancel")}
        onConfirm={deactivate}
        onClose={close}
      >
        <p>{t.rich("deactivate.body", { name: deactivating?.name ?? "", person: (chunks) => <span translate="no">{chunks}</span> })}</p>
        <p className="text-slate-500">{t("deactivate.later")}</p>
      </ConfirmDialog>
      <ResetPasswordDialog
        user={userOf("reset")}
        onClose={close}
        onDone={(problem) => {
          if (!problem) return;
          setNotice({ tone: "error", text: problem });
          close();
        }}
      />
      <RequestersDialog
        agent={assigning}
        requesters={requesters}
        assignment={assigning ? assignments[assigning.id] : undefined}
        onClose={close}
        onSaved={(message) => {
          setNotice({ tone: "success", text: message });
          close();
        }}
      />
    </div>
  );
}
