"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { assignRequestersAction } from "@/app/(desk)/admin/users/actions";
import { assignRequestersSchema, type AssignRequestersInput } from "@/lib/accounts/schemas";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { applyFieldErrors } from "@/components/ui/form-errors";
import type { Assignment, RequesterOption, UserSummary } from "./types";

type Props = {
  agent: UserSummary | null;
  requesters: RequesterOption[];
  assignment: Assignment | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
};

export function RequestersDialog({ agent, onClose, ...rest }: Props) {
  return (
    <Dialog open={agent !== null} onClose={onClose} title={agent ? `Requesters for ${agent.name}` : "Requesters"}>
      {/* Keyed on the saved assignment too, so a refresh that lands after opening shows the latest choice. */}
      {agent && <RequestersForm key={`${agent.id}:${signature(rest.assignment)}`} agent={agent} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

const signature = (a: Assignment | undefined) => (a ? `${a.defaultId}|${[...a.requesterIds].sort().join(",")}` : "none");

const fullName = (r: RequesterOption) => `${r.name} ${r.surname}`.trim();
/** Lower-case without accents, so "ines" finds Inés. */
const fold = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

function RequestersForm({ agent, requesters, assignment, onClose, onSaved }: Props & { agent: UserSummary }) {
  const [filter, setFilter] = useState("");
  const [problem, setProblem] = useState<string>();
  const [pending, start] = useTransition();

  // Only active requesters can be chosen; ones the provider no longer lists drop out on save.
  const initial = useMemo(() => {
    const active = new Set(requesters.map((r) => r.id));
    const ids = (assignment?.requesterIds ?? []).filter((id) => active.has(id));
    const defaultId = assignment?.defaultId && ids.includes(assignment.defaultId) ? assignment.defaultId : (ids[0] ?? null);
    return { ids, defaultId, dropped: (assignment?.requesterIds.length ?? 0) - ids.length };
  }, [requesters, assignment]);

  const form = useForm<AssignRequestersInput>({
    resolver: zodResolver(assignRequestersSchema),
    defaultValues: { userId: agent.id, requesterIds: initial.ids, defaultId: initial.defaultId },
  });
  const chosen = useWatch({ control: form.control, name: "requesterIds" });
  const defaultId = useWatch({ control: form.control, name: "defaultId" });
  const { errors, isSubmitted } = form.formState;

  const shown = useMemo(() => {
    const words = fold(filter).split(/\s+/).filter(Boolean);
    return requesters.filter((r) => words.every((w) => fold(`${fullName(r)} ${r.email}`).includes(w)));
  }, [requesters, filter]);

  function toggle(id: string, on: boolean) {
    const next = on ? [...chosen, id] : chosen.filter((c) => c !== id);
    let nextDefault = defaultId;
    if (on && !nextDefault) nextDefault = id;
    if (!on && nextDefault === id) nextDefault = next[0] ?? null;
    form.setValue("requesterIds", next, { shouldDirty: true, shouldValidate: isSubmitted });
    form.setValue("defaultId", nextDefault, { shouldDirty: true, shouldValidate: isSubmitted });
  }

  const submit = form.handleSubmit((values) =>
    start(async () => {
      setProblem(undefined);
      const result = await assignRequestersAction(values);
      if (result.ok) {
        const n = result.data.saved;
        return onSaved(n === 0 ? `${agent.name} has no requesters now.` : `${agent.name} can book for ${n} requester${n === 1 ? "" : "s"}.`);
      }
      applyFieldErrors(form.setError, result.error.fields);
      if (!result.error.fields?.defaultId && !result.error.fields?.requesterIds) setProblem(result.error.message);
    }),
  );

  if (requesters.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-600" data-testid="requesters-empty">
          No requesters yet. Sync the requesters from the ride service with <strong>Sync now</strong> on the Users page, then come back to assign
          them.
        </p>
        <div className="flex justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    );
  }

  const fieldError = errors.defaultId?.message ?? errors.requesterIds?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        {agent.name} can book rides for the requesters chosen here. The default one is picked first on the booking form.
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
      {initial.dropped > 0 && (
        <Alert tone="warning">
          {initial.dropped === 1 ? "One requester" : `${initial.dropped} requesters`} assigned to {agent.name} no longer{" "}
          {initial.dropped === 1 ? "is" : "are"} listed by the ride service and will be removed when you save.
        </Alert>
      )}
      <Field label="Filter requesters">
        {(p) => <Input {...p} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Name or email" />}
      </Field>
      <fieldset aria-describedby={fieldError ? "requesters-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          Requesters <span className="font-normal text-slate-500">({chosen.length} of {requesters.length} chosen)</span>
        </legend>
        <ul className="mt-2 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200" data-testid="requester-options">
          {shown.map((r) => {
            const on = chosen.includes(r.id);
            return (
              <li key={r.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <label className="flex min-w-0 flex-1 items-start gap-2 text-sm">
                  <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" checked={on} onChange={(e) => toggle(r.id, e.target.checked)} />
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{fullName(r)}</span>
                    <span className="block truncate text-xs text-slate-500">{r.email}</span>
                  </span>
                </label>
                {on && (
                  <label className="flex shrink-0 items-center gap-1.5 text-xs text-slate-700">
                    <input
                      type="radio"
                      name="defaultId"
                      className="size-4 accent-brand-700"
                      checked={defaultId === r.id}
                      onChange={() => form.setValue("defaultId", r.id, { shouldDirty: true, shouldValidate: isSubmitted })}
                    />
                    Default<span className="sr-only"> requester: {fullName(r)}</span>
                  </label>
                )}
              </li>
            );
          })}
          {shown.length === 0 && <li className="px-3 py-4 text-sm text-slate-500">No requesters match “{filter.trim()}”.</li>}
        </ul>
        {fieldError && (
          <p id="requesters-error" className="mt-1 text-sm text-rose-700">
            {fieldError}
          </p>
        )}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" busy={pending}>
          {pending ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}
