"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { assignRequestersAction } from "@/app/(desk)/admin/users/actions";
import { assignRequestersSchema, type AssignRequestersInput } from "@/lib/accounts/schemas";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";
import { RequesterPicker } from "./requester-picker";
import type { Assignment, RequesterOption, UserSummary } from "@/app/(desk)/admin/_components/types";

type Props = {
  agent: UserSummary | null;
  requesters: RequesterOption[];
  assignment: Assignment | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
};

export function RequestersDialog({ agent, onClose, ...rest }: Props) {
  const t = useTranslations("users.assign");
  return (
    <Dialog open={agent !== null} onClose={onClose} title={agent ? t("titleFor", { name: agent.name }) : t("title")}>
      {/* Keyed on the saved assignment too, so a refresh that lands after opening shows the latest choice. */}
      {agent && <RequestersForm key={`${agent.id}:${signature(rest.assignment)}`} agent={agent} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

const signature = (a: Assignment | undefined) => (a ? `${a.defaultId}|${[...a.requesterIds].sort().join(",")}` : "none");

function RequestersForm({ agent, requesters, assignment, onClose, onSaved }: Props & { agent: UserSummary }) {
  const t = useTranslations("users.assign");

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
  const { run, pending, problem } = useAction(assignRequestersAction, {
    form,
    refresh: true,
    // The choice's own errors show under the picker; any other is said above it.
    onFields: (fields) => Boolean(fields.defaultId || fields.requesterIds),
    onSuccess: (data) => onSaved(t("saved", { name: agent.name, count: data?.saved ?? 0 })),
  });

  function choose(choice: { requesterIds: string[]; defaultId: string | null }) {
    form.setValue("requesterIds", choice.requesterIds, { shouldDirty: true, shouldValidate: isSubmitted });
    form.setValue("defaultId", choice.defaultId, { shouldDirty: true, shouldValidate: isSubmitted });
  }

  const submit = form.handleSubmit((values) => void run(values));

  if (requesters.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-600" data-testid="requesters-empty">
          {t.rich("none", { strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
        <div className="flex justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t("close")}
          </Button>
        </div>
      </div>
    );
  }

  const fieldError = errors.defaultId?.message ?? errors.requesterIds?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t.rich("intro", { name: agent.name, person: (chunks) => <span translate="no">{chunks}</span> })}</p>
      {problem && <Alert tone="error">{problem}</Alert>}
      {initial.dropped > 0 && (
        <Alert tone="warning">
          {t.rich("dropped", { count: initial.dropped, name: agent.name, person: (chunks) => <span translate="no">{chunks}</span> })}
        </Alert>
      )}
      <RequesterPicker requesters={requesters} chosen={chosen} defaultId={defaultId} error={fieldError} onChange={choose} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
          {t("cancel")}
        </Button>
        <Button type="submit" busy={pending}>
          {pending ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
