"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useController } from "react-hook-form";
import { Card } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { Cell, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "@/lib/locales";
import type { TargetAvailability } from "@/lib/notifications/admin-view";
import { ALERT_TARGETS, DESK_PROBLEMS, type DeskProblem } from "@/lib/channels";
import { NO_DRIVER_MINUTES } from "@/lib/outbound/settings";
import { type SettingsForm, toggled } from "./check-row";

function ProblemRow({
  form,
  problem,
  availability,
  whyId,
}: {
  form: SettingsForm;
  problem: DeskProblem;
  availability: TargetAvailability;
  whyId: (target: string) => string;
}) {
  const t = useTranslations("notifications");
  const { field } = useController({ control: form.control, name: `alertTargets.${problem}` });
  const targets = field.value ?? [];
  return (
    <tr data-problem={problem} className="align-top">
      <RowHeader plain>
        <span className="block font-medium text-slate-900">{t(`problems.${problem}.name`)}</span>
        <span className="block max-w-xs text-xs text-slate-500">{t(`problems.${problem}.description`)}</span>
      </RowHeader>
      {ALERT_TARGETS.map((target) => {
        const off = !availability[target].available;
        return (
          <Cell key={target} align="center">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-brand-700"
              aria-label={t("desk.cell", { problem: t(`problems.${problem}.name`), target: t(`targets.${target}`) })}
              aria-describedby={off ? whyId(target) : undefined}
              checked={targets.includes(target)}
              disabled={off}
              onChange={(e) => field.onChange(toggled(targets, target, e.target.checked, ALERT_TARGETS))}
            />
          </Cell>
        );
      })}
    </tr>
  );
}

/** Where the desk hears of each problem, and how close to a reservation's pickup "no driver yet" becomes one. */
export function AlertFields({ form, availability, automaticLanguage }: { form: SettingsForm; availability: TargetAvailability; automaticLanguage: Locale }) {
  const t = useTranslations("notifications");
  const id = useId();
  const whyId = (target: string) => `${id}-${target}-why`;
  const noDriverError = form.formState.errors.noDriverMinutes?.message;
  const language = useController({ control: form.control, name: "alertLanguage" }).field;
  return (
    <Card title={t("desk.title")} description={t("desk.description")}>
      <div className="space-y-6">
        <TableFrame>
          <Table caption={t("desk.caption")} data-testid="alert-targets">
            <TableHead caps={false}>
              <HeaderCell>{t("desk.problem")}</HeaderCell>
              {ALERT_TARGETS.map((target) => {
                const a = availability[target];
                return (
                  <HeaderCell key={target} align="center">
                    <span className="block">{t(`targets.${target}`)}</span>
                    {!a.available && (
                      <span id={whyId(target)} className="mt-0.5 block font-normal text-amber-800">
                        {a.why === "no_smtp" ? t("desk.noSmtp") : t("desk.noWebhook")}
                      </span>
                    )}
                  </HeaderCell>
                );
              })}
            </TableHead>
            <TableBody>
              {DESK_PROBLEMS.map((problem) => (
                <ProblemRow key={problem} form={form} problem={problem} availability={availability} whyId={whyId} />
              ))}
            </TableBody>
          </Table>
        </TableFrame>
        <div className="max-w-sm">
          <Field label={t("desk.noDriver.label")} hint={t("desk.noDriver.hint", NO_DRIVER_MINUTES)} error={noDriverError}>
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                min={NO_DRIVER_MINUTES.min}
                max={NO_DRIVER_MINUTES.max}
                step={1}
                className="w-32"
                {...form.register("noDriverMinutes")}
              />
            )}
          </Field>
        </div>
        <div className="max-w-sm">
          <Field label={t("desk.language.label")} hint={t("desk.language.hint")}>
            {(p) => (
              <Select
                {...p}
                value={language.value ?? ""}
                onChange={(e) => language.onChange(e.target.value === "" ? null : e.target.value)}
                onBlur={language.onBlur}
              >
                <option value="">{t("desk.language.automatic", { language: LANGUAGE_NAMES[automaticLanguage] })}</option>
                {LOCALES.map((l) => (
                  <option key={l} value={l} lang={l} translate="no">
                    {LANGUAGE_NAMES[l]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      </div>
    </Card>
  );
}
