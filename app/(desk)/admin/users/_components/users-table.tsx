"use client";

import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
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
  if (users.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-500">{t("empty")}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm" data-testid="users-table">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3">{t("name")}</th>
            <th scope="col" className="px-4 py-3">{t("email")}</th>
            <th scope="col" className="px-4 py-3">{t("role")}</th>
            <th scope="col" className="px-4 py-3">{t("status")}</th>
            <th scope="col" className="px-4 py-3">{t("lastSignIn")}</th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">{t("actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((u) => {
            const isSelf = u.id === currentUserId;
            return (
              <tr key={u.id} data-testid={`user-row-${u.id}`} data-email={u.email} className={u.active ? undefined : "text-slate-500"}>
                <th scope="row" id={`user-${u.id}-name`} className="px-4 py-3 font-medium text-slate-900">
                  <span translate="no">{u.name}</span>
                  {isSelf && <span className="ml-1 font-normal text-slate-500">{t("you")}</span>}
                </th>
                <td className="whitespace-nowrap px-4 py-3" translate="no">{u.email}</td>
                <td className="px-4 py-3">
                  {t(`roles.${u.role}`)}
                  {u.role === "agent" && <span className="block text-xs text-slate-500">{t("requesters", { count: assignments[u.id]?.requesterIds.length ?? 0 })}</span>}
                </td>
                <td className="px-4 py-3">
                  <Status user={u} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{u.lastSignInAt ? <LocalTime iso={u.lastSignInAt} /> : <span className="text-slate-500">{t("never")}</span>}</td>
                <td className="px-4 py-3">
                  <UserRowActions
                    user={u}
                    isSelf={isSelf}
                    busy={busy?.userId === u.id ? busy.action : null}
                    disabled={busy !== null}
                    describedBy={`user-${u.id}-name`}
                    onAction={(action) => onAction(u, action)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
