"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { createLabelAction } from "@/app/(desk)/admin/labels/actions";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { firstIssues } from "@/components/ui/form-errors";
import { createLabelSchema, LABEL_DESCRIPTION_MAX, LABEL_NAME_MAX } from "@/lib/labels/schemas";
import { labelSlug } from "@/lib/labels/slug";
import type { Notice } from "./labels-page";

type Errors = { name?: string; description?: string };

/** Creates a label at the ride service; its refusal shows next to the field it blames. */
export function CreateLabelForm({ onNotice }: { onNotice: (n: Notice) => void }) {
  const t = useTranslations("labels.create");
  const words = useMessageText();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const { run, pending, problem } = useAction(createLabelAction, {
    refresh: true,
    onFields: (fields) => {
      setErrors({ name: fields.name, description: fields.description });
      return Boolean(fields.name || fields.description);
    },
    onSuccess: (label) => {
      setName("");
      setDescription("");
      if (label) onNotice({ tone: "success", text: t("created", { name: label.name, slug: label.slug }) });
    },
  });
  const slug = labelSlug(name);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = createLabelSchema.safeParse({ name, description });
    if (!parsed.success) {
      setErrors(firstIssues<keyof Errors>(parsed.error.issues));
      return;
    }
    setErrors({});
    void run(parsed.data);
  }

  return (
    <section aria-labelledby="create-label-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="create-label-title" className="text-base font-semibold text-slate-900">
        {t("title")}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <Field
          label={t("name")}
          error={errors.name}
          hint={
            slug
              ? t.rich("slugHint", {
                  slug,
                  code: (chunks) => (
                    <code className="font-mono text-slate-700" data-testid="slug-preview" translate="no">
                      {chunks}
                    </code>
                  ),
                })
              : t("nameHint")
          }
        >
          {(p) => <Input {...p} name="name" value={name} maxLength={LABEL_NAME_MAX} autoComplete="off" onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label={t("description")} error={errors.description}>
          {(p) => <Input {...p} name="description" value={description} maxLength={LABEL_DESCRIPTION_MAX} onChange={(e) => setDescription(e.target.value)} />}
        </Field>
        {problem && (
          <p role="alert" className="text-sm text-rose-700">
            {words(problem)}
          </p>
        )}
        <Button type="submit" busy={pending}>
          {pending ? t("creating") : t("submit")}
        </Button>
      </form>
    </section>
  );
}
