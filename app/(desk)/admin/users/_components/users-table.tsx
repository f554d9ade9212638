"use client";

import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import { ActionsHeader, Cell, EmptyState, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";
import { UserRowActions, type RowAction } from "./user-row-actions";
import type { Assignment, UserSummary } from "@/app/(desk)/admin/_components/types";

function Status({ user }: { user: UserSummary }) {
  const t = useTranslations("users.status");
  const badge = (tone: string, children: React.ReactNode) => (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tone}`} data-testid="user-status">
      {children}
    </span>
  );
  if (!user.active) return badge("bg-slate-200 text-slate-700", t("deactivated"));
  const lockedUntil = user.lockedUntil;
  if (user.locked && lockedUntil) return badge("bg-amber-100 text-amber-900", t.rich("lockedUntil", { time: () => <LocalTime iso={lockedUntil} /> }));
  if (!user.hasPassword && !user.sso) {
    return badge("bg-sky-100 text-sky-900", user.lastSignInAt ? t("passwordReset") : t("invited"));
  }
  return badge("bg-emerald-100 text-emerald-800", t("active"));
}

export function UsersTable({
  users,
  currentUserId,
  assignments,
  busy,
  onAction,
}: {
  users: UserSummary[];
  currentUserId: string;
  assignments: Record<string, Assignment>;
  busy: { userId: string; action: RowAction } | null;
  onAction: (user: UserSummary, action: RowAction) => void;
}) {
  const t = useTranslations("users.table");
  if (users.length === 0) return <EmptyState>{t("empty")}</EmptyState>;
  return (
    <TableFrame bordered>
      <Table caption={t("caption")} density="roomy" data-testid="users-table">
        <TableHead shaded>
          <HeaderCell>{t("name")}</HeaderCell>
          <HeaderCell>{t("email")}</HeaderCell>
          <HeaderCell>{t("role")}</HeaderCell>
          <HeaderCell>{t("status")}</HeaderCell>
          <HeaderCell>{t("lastSignIn")}</HeaderCell>
          <ActionsHeader label={t("actions")} />
        </TableHead>
        <TableBody>
          {users.map((u) => {
            const isSelf = u.id === currentUserId;
            return (
              <tr key={u.id} data-testid={`user-row-${u.id}`} data-email={u.email} className={u.active ? undefined : "text-slate-500"}>
                <RowHeader id={`user-${u.id}-name`}>
                  <span translate="no">{u.name}</span>
                  {isSelf && <span className="ml-1 font-normal text-slate-500">{t("you")}</span>}
                </RowHeader>
                <Cell className="whitespace-nowrap" translate="no">
                  {u.email}
                </Cell>
                <Cell>
                  {t(`roles.${u.role}`)}
                  {u.role === "agent" && (
                    <span className="block text-xs text-slate-500">{t("requesters", { count: assignments[u.id]?.requesterIds.length ?? 0 })}</span>
                  )}
                </Cell>
                <Cell>
                  <Status user={u} />
                </Cell>
                <Cell className="whitespace-nowrap">
                  {u.lastSignInAt ? <LocalTime iso={u.lastSignInAt} /> : <span className="text-slate-500">{t("never")}</span>}
                </Cell>
                <Cell>
                  <UserRowActions
                    user={u}
                    isSelf={isSelf}
                    busy={busy?.userId === u.id ? busy.action : null}
                    disabled={busy !== null}
                    describedBy={`user-${u.id}-name`}
                    onAction={(action) => onAction(u, action)}
                  />
                </Cell>
              </tr>
            );
          })}
        </TableBody>
      </Table>
    </TableFrame>
  );
}
