"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { createUserAction } from "@/app/(desk)/admin/users/actions";
import { createUserSchema, type CreateUserInput } from "@/lib/accounts/schemas";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { CopyField } from "@/components/ui/copy-field";

const FIELDS = ["name", "email", "role"];

export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Invite user">
      <InviteFlow onClose={onClose} />
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so every invitation starts from an empty form. */
function InviteFlow({ onClose }: { onClose: () => void }) {
  const [invited, setInvited] = useState<{ name: string; url: string } | null>(null);
  if (!invited) return <InviteForm onInvited={setInvited} onCancel={onClose} />;
  return (
    <div className="space-y-4">
      <Alert tone="success" title="Invitation created">
        Send this link to {invited.name}. It works once and expires in 7 days.
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

function InviteForm({ onInvited, onCancel }: { onInvited: (invited: { name: string; url: string }) => void; onCancel: () => void }) {
  const router = useRouter();
  const [problem, setProblem] = useState<string>();
  const [pending, start] = useTransition();
  const form = useForm<CreateUserInput>({ resolver: zodResolver(createUserSchema), defaultValues: { name: "", email: "", role: "agent" } });
  const { errors } = form.formState;
  const { setFocus } = form;

  // The native dialog opens after this mounts; wait a frame so the name field can take focus.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus("name"));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  const submit = form.handleSubmit((values) =>
    start(async () => {
      setProblem(undefined);
      const result = await createUserAction(values);
      if (result.ok) {
        onInvited({ name: result.data.user.name, url: new URL(result.data.invitePath, window.location.origin).toString() });
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
