"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { createUserAction } from "@/app/(desk)/admin/users/actions";
import { createUserSchema, type CreateUserInput } from "@/lib/accounts/schemas";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { CopyField } from "@/components/ui/copy-field";
import { useAction } from "@/components/ui/use-action";
import { RequesterPicker } from "./requester-picker";
import type { RequesterOption } from "@/app/(desk)/admin/_components/types";

const FIELDS = ["name", "email", "role", "requesterIds", "defaultId"];

type Invited = { name: string; url: string; requesters: number };

export function CreateUserDialog({ open, onClose, requesters }: { open: boolean; onClose: () => void; requesters: RequesterOption[] }) {
  const t = useTranslations("users.invite");
  return (
    <Dialog open={open} onClose={onClose} title={t("title")}>
      <InviteFlow onClose={onClose} requesters={requesters} />
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so every invitation starts from an empty form. */
function InviteFlow({ onClose, requesters }: { onClose: () => void; requesters: RequesterOption[] }) {
  const t = useTranslations("users.invite");
  const [invited, setInvited] = useState<Invited | null>(null);
  if (!invited) return <InviteForm onInvited={setInvited} onCancel={onClose} requesters={requesters} />;
  return (
    <div className="space-y-4">
      <Alert tone="success" title={t("created")}>
        {t.rich("sendLink", { name: invited.name, days: 7, requesters: invited.requesters, person: (chunks) => <span translate="no">{chunks}</span> })}
      </Alert>
      <CopyField label={t("link")} value={invited.url} buttonLabel={t("copy")} focusOnMount />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => setInvited(null)}>
          {t("another")}
        </Button>
        <Button type="button" onClick={onClose}>
          {t("done")}
        </Button>
      </div>
    </div>
  );
}

function InviteForm({ onInvited, onCancel, requesters }: { onInvited: (invited: Invited) => void; onCancel: () => void; requesters: RequesterOption[] }) {
  const t = useTranslations("users.invite");
  const form = useForm<CreateUserInput>({
    resolver: zodResolver(createUserSchema),
    defaultValues: { name: "", email: "", role: "agent", requesterIds: [], defaultId: null },
  });
  const { errors, isSubmitted } = form.formState;
  const { run, pending, problem } = useAction(createUserAction, {
    form,
    refresh: true,
    // Errors of fields this form shows go next to them; any other is said above the form.
    onFields: (fields) => Object.keys(fields).some((f) => FIELDS.includes(f)),
    onSuccess: (data) => {
      if (data) onInvited({ name: data.user.name, url: new URL(data.invitePath, window.location.origin).toString(), requesters: data.requesters });
    },
  });
  const { setFocus } = form;
  const role = useWatch({ control: form.control, name: "role" });
  const chosen = useWatch({ control: form.control, name: "requesterIds" }) ?? [];
  const defaultId = useWatch({ control: form.control, name: "defaultId" }) ?? null;

  function choose(choice: { requesterIds: string[]; defaultId: string | null }) {
    form.setValue("requesterIds", choice.requesterIds, { shouldDirty: true, shouldValidate: isSubmitted });
    form.setValue("defaultId", choice.defaultId, { shouldDirty: true, shouldValidate: isSubmitted });
  }

  // The native dialog opens after this mounts; wait a frame so the name field can take focus.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus("name"));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  // Admins book for every requester: a choice made before switching the role to admin is dropped.
  const submit = form.handleSubmit((values) => void run(values.role === "agent" ? values : { ...values, requesterIds: [], defaultId: null }));

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t("intro")}</p>
      {problem && <Alert tone="error">{problem}</Alert>}
      <Field label={t("name")} error={errors.name?.message}>
        {(p) => <Input {...p} autoComplete="off" {...form.register("name")} />}
      </Field>
      <Field label={t("email")} error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="off" {...form.register("email")} />}
      </Field>
      <Field label={t("role")} hint={t("roleHint")} error={errors.role?.message}>
        {(p) => (
          <Select {...p} {...form.register("role")}>
            <option value="agent">{t("roles.agent")}</option>
            <option value="admin">{t("roles.admin")}</option>
            <option value="approver">{t("roles.approver")}</option>
          </Select>
        )}
      </Field>
      {role === "agent" &&
        (requesters.length > 0 ? (
          <div className="space-y-3 rounded-md border border-slate-200 p-3">
            <p className="text-sm text-slate-600">{t("requestersIntro")}</p>
            <RequesterPicker
              requesters={requesters}
              chosen={chosen}
              defaultId={defaultId}
              error={errors.defaultId?.message ?? errors.requesterIds?.message}
              onChange={choose}
            />
          </div>
        ) : (
          <p className="text-sm text-slate-500" data-testid="invite-no-requesters">
            {t.rich("noRequesters", { strong: (chunks) => <strong>{chunks}</strong> })}
          </p>
        ))}
      <div className="flex justify-end gap-2 pt-2">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          {t("cancel")}
        </Button>
        <Button type="submit" busy={pending}>
          {pending ? t("creating") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
