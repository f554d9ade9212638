"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { saveLabelApproversAction } from "@/app/(desk)/admin/policy/spend-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Select } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import type { Choice } from "./budget-dialog";

/** Someone who may approve a label's rides: any active person. */
export type ApproverChoice = { id: string; name: string; email: string; role: string };

/** Who approves each label's rides, besides the admins, who approve every label. */
export function LabelApprovers({ labels, people, approvers }: { labels: Choice[]; people: ApproverChoice[]; approvers: Record<string, string[]> }) {
  const t = useTranslations("spend.approvers");
  const words = useMessageText();
  const [label, setLabel] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const nameOf = (id: string) => people.find((p) => p.id === id)?.name ?? t("someone");
  const labelName = (slug: string) => labels.find((l) => l.value === slug)?.name ?? slug;
  const { run, pending } = useAction(saveLabelApproversAction, {
    refresh: true,
    onFields: (f) => {
      setFields(f);
      return true;
    },
    onSuccess: () => setNotice({ tone: "success", text: t("saved", { label: labelName(label) }) }),
    onFailure: (error) => !error.fields && setNotice({ tone: "error", text: error.message }),
  });
  const pick = (slug: string) => {
    setLabel(slug);
    setChosen(approvers[slug] ?? []);
    setFields({});
    setNotice(null);
  };
  const withApprovers = Object.keys(approvers).filter((slug) => approvers[slug]!.length > 0);

  return (
    <Card title={t("title")} description={t("description")}>
      <div className="space-y-4">
        {withApprovers.length === 0 ? (
          <p className="text-sm text-slate-500">{t("none")}</p>
        ) : (
          <ul className="space-y-1 text-sm" aria-label={t("title")}>
            {withApprovers.map((slug) => (
              <li key={slug}>
                <button type="button" className="font-medium text-brand-700 hover:underline" onClick={() => pick(slug)} translate="no">
                  {labelName(slug)}
                </button>
                {": "}
                <span translate="no">{approvers[slug]!.map(nameOf).join(", ")}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="max-w-sm">
          <Field label={t("label")} error={fields.labelSlug}>
            {(aria) => (
              <Select {...aria} value={label} onChange={(e) => pick(e.target.value)}>
                <option value="">{t("choose")}</option>
                {labels.map((l) => (
                  <option key={l.value} value={l.value} translate="no">
                    {l.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        {label && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">{t("people", { label: labelName(label) })}</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {people.map((p) => (
                <label key={p.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={chosen.includes(p.id)}
                    onChange={() => setChosen(chosen.includes(p.id) ? chosen.filter((id) => id !== p.id) : [...chosen, p.id])}
                  />
                  <span>
                    <span translate="no">{p.name}</span>{" "}
                    <span className="text-xs text-slate-500">
                      <span translate="no">{p.email}</span> · {t(`roles.${p.role === "admin" ? "admin" : p.role === "approver" ? "approver" : "agent"}`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {fields.userIds && <p className="text-sm text-rose-700">{words(fields.userIds)}</p>}
            <Button type="button" busy={pending} onClick={() => void run({ labelSlug: label, userIds: chosen })}>
              {t("save")}
            </Button>
          </fieldset>
        )}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>
    </Card>
  );
}
