"use client";

import { LocalTime } from "@/components/ui/local-time";
import { UserRowActions, type RowAction } from "./user-row-actions";
import type { Assignment, UserSummary } from "@/app/(desk)/admin/_components/types";

function Status({ user }: { user: UserSummary }) {
  const badge = (tone: string, children: React.ReactNode) => (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tone}`} data-testid="user-status">
      {children}
    </span>
  );
  if (!user.active) return badge("bg-slate-200 text-slate-700", "Deactivated");
  if (user.locked && user.lockedUntil) return badge("bg-amber-100 text-amber-900", <>Locked until <LocalTime iso={user.lockedUntil} /></>);
  if (!user.hasPassword && !user.sso) {
    return badge("bg-sky-100 text-sky-900", user.lastSignInAt ? "Password reset – no password yet" : "Invited – no password yet");
  }
  return badge("bg-emerald-100 text-emerald-800", "Active");
}

function requesterCount(a: Assignment | undefined) {
  const n = a?.requesterIds.length ?? 0;
  return n === 0 ? "No requesters" : `${n} requester${n === 1 ? "" : "s"}`;
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
  if (users.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-500">No users yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm" data-testid="users-table">
        <caption className="sr-only">Users</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3">Name</th>
            <th scope="col" className="px-4 py-3">Email</th>
            <th scope="col" className="px-4 py-3">Role</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Last sign-in</th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((u) => {
            const isSelf = u.id === currentUserId;
            return (
              <tr key={u.id} data-testid={`user-row-${u.id}`} data-email={u.email} className={u.active ? undefined : "text-slate-500"}>
                <th scope="row" id={`user-${u.id}-name`} className="px-4 py-3 font-medium text-slate-900">
                  {u.name}
                  {isSelf && <span className="ml-1 font-normal text-slate-500">(you)</span>}
                </th>
                <td className="whitespace-nowrap px-4 py-3">{u.email}</td>
                <td className="px-4 py-3">
                  {u.role === "admin" ? "Admin" : "Agent"}
                  {u.role === "agent" && <span className="block text-xs text-slate-500">{requesterCount(assignments[u.id])}</span>}
                </td>
                <td className="px-4 py-3">
                  <Status user={u} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{u.lastSignInAt ? <LocalTime iso={u.lastSignInAt} /> : <span className="text-slate-400">Never</span>}</td>
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
