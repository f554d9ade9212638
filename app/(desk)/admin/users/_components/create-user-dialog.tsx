"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { createUserAction } from "@/app/(desk)/admin/users/actions";
import { createUserSchema, type CreateUserInput } from "@/lib/accounts/schemas";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { CopyField } from "@/components/ui/copy-field";
import { RequesterPicker } from "./requester-picker";
import type { RequesterOption } from "@/app/(desk)/admin/_components/types";

const FIELDS = ["name", "email", "role", "requesterIds", "defaultId"];

type Invited = { name: string; url: string; requesters: number };

export function CreateUserDialog({ open, onClose, requesters }: { open: boolean; onClose: () => void; requesters: RequesterOption[] }) {
  return (
    <Dialog open={open} onClose={onClose} title="Invite user">
      <InviteFlow onClose={onClose} requesters={requesters} />
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so every invitation starts from an empty form. */
function InviteFlow({ onClose, requesters }: { onClose: () => void; requesters: RequesterOption[] }) {
  const [invited, setInvited] = useState<Invited | null>(null);
  if (!invited) return <InviteForm onInvited={setInvited} onCancel={onClose} requesters={requesters} />;
  return (
    <div className="space-y-4">
      <Alert tone="success" title="Invitation created">
        Send this link to {invited.name}. It works once and expires in 7 days.
        {invited.requesters > 0 && ` They can book for ${invited.requesters} requester${invited.requesters === 1 ? "" : "s"}.`}
      </Alert>
      <CopyField label="Invitation link" value={invited.url} buttonLabel="Copy link" focusOnMount />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => setInvited(null)}>
          Invite another
        </Button>
        <Button type="button" onClick={onClose}>
          Done
        </Button>
      </div>
    </div>
  );
}

function InviteForm({ onInvited, onCancel, requesters }: { onInvited: (invited: Invited) => void; onCancel: () => void; requesters: RequesterOption[] }) {
  const router = useRouter();
  const [problem, setProblem] = useState<string>();
  const [pending, start] = useTransition();
  const form = useForm<CreateUserInput>({
    resolver: zodResolver(createUserSchema),
    defaultValues: { name: "", email: "", role: "agent", requesterIds: [], defaultId: null },
  });
  const { errors, isSubmitted } = form.formState;
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

  const submit = form.handleSubmit((values) =>
    start(async () => {
      setProblem(undefined);
      // Admins book for every requester: a choice made before switching the role to admin is dropped.
      const result = await createUserAction(values.role === "agent" ? values : { ...values, requesterIds: [], defaultId: null });
      if (result.ok) {
        const url = new URL(result.data.invitePath, window.location.origin).toString();
        onInvited({ name: result.data.user.name, url, requesters: result.data.requesters });
        router.refresh();
        return;
      }
      applyFieldErrors(form.setError, result.error.fields);
      if (!Object.keys(result.error.fields ?? {}).some((f) => FIELDS.includes(f))) setProblem(result.error.message);
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">You will get a one-time link to send them; they choose their own password.</p>
      {problem && <Alert tone="error">{problem}</Alert>}
      <Field label="Name" error={errors.name?.message}>
        {(p) => <Input {...p} autoComplete="off" {...form.register("name")} />}
      </Field>
      <Field label="Email" error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="off" {...form.register("email")} />}
      </Field>
      <Field label="Role" hint="Agents book rides for their requesters. Admins also manage users and read the audit log." error={errors.role?.message}>
        {(p) => (
          <Select {...p} {...form.register("role")}>
            <option value="agent">Agent</option>
            <option value="admin">Admin</option>
          </Select>
        )}
      </Field>
      {role === "agent" &&
        (requesters.length > 0 ? (
          <div className="space-y-3 rounded-md border border-slate-200 p-3">
            <p className="text-sm text-slate-600">Choose who they book rides for now, so their first booking is ready; you can change this later.</p>
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
            No requesters are synced yet. Use <strong>Sync now</strong> on this page, then assign them with <strong>Requesters</strong> on the agent&apos;s row.
          </p>
        ))}
      <div className="flex justify-end gap-2 pt-2">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" busy={pending}>
          {pending ? "Creating…" : "Create invitation"}
        </Button>
      </div>
    </form>
  );
}
