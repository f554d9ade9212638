"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { configureParcelProofAction } from "@/app/(desk)/parcels/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { INTL_TAG } from "@/lib/locales";
import { parcelOperations } from "@/lib/parcels/format";
import { NO_PROOF, PROOF_METHODS, proofMethodsSchema, proofText, type ProofMethods } from "@/lib/parcels/proof";
import { parcelKeys, type ParcelView } from "@/lib/parcels/query-options";

/**
 * How the courier proves the delivery: shown as the delivery service confirmed it, and chosen
 * before the parcel ships, with the same rules the action checks (a code goes alone).
 */
export function ParcelProof({ parcel }: { parcel: ParcelView }) {
  const t = useTranslations("parcels.proof");
  const tag = INTL_TAG[useLocale()];
  const words = useMessageText();
  const id = useId();
  const editable = parcelOperations(parcel).ship;
  const current: ProofMethods = parcel.proof
    ? { code: parcel.proof.code, photo: parcel.proof.photo, idCheck: parcel.proof.idCheck, comment: parcel.proof.comment }
    : NO_PROOF;
  const form = useForm<ProofMethods>({ resolver: zodResolver(proofMethodsSchema), defaultValues: current });
  const [saved, setSaved] = useState(false);
  // The parcel reads again after a refusal too: it may have shipped meanwhile.
  const { run, pending, problem } = useAction(configureParcelProofAction, {
    invalidate: [parcelKeys.detail(parcel.id)],
    rereadOnFailure: true,
    // The action names the fields inside its input's methods; the form's are the methods themselves.
    onFields: (fields) => {
      for (const [name, message] of Object.entries(fields)) form.setError(name.replace(/^methods\./, "") as keyof ProofMethods, { type: "server", message });
      return true;
    },
    onSuccess: (_, input) => {
      form.reset(input.methods);
      setSaved(true);
    },
  });

  const submit = form.handleSubmit((methods) => {
    setSaved(false);
    void run({ parcelId: parcel.id, methods });
  });

  // The rule ties the code to the others: any box changed checks it again, and its message stays under the code.
  const recheck = () => void form.trigger("code");
  const error = form.formState.errors.code?.message;
  return (
    <div className="space-y-3 text-sm" data-testid="parcel-proof">
      <p>
        <span className="font-medium text-slate-800">{t("setWith")}</span>{" "}
        <span data-testid="parcel-proof-methods">{proofText(parcel.proof, { none: t("none"), method: (m) => t(`method.${m}.inList`) }, tag)}</span>
        {parcel.proof && (
          <span className="text-slate-500">
            {" "}
            (<LocalTime iso={parcel.proof.at} />)
          </span>
        )}
      </p>
      {parcel.proof?.code && !parcel.proofCode && <p className="text-slate-600">{t("codeLater")}</p>}
      {!editable && !parcel.proof && <p className="text-slate-600">{t("notNeeded")}</p>}
      {editable && (
        <form onSubmit={submit} noValidate aria-label={t("formLabel")} className="space-y-3">
          <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="font-medium text-slate-800">{t("legend")}</legend>
            {PROOF_METHODS.map((m) => (
              <label key={m} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700"
                  aria-invalid={m === "code" && error ? true : undefined}
                  {...form.register(m, { onChange: recheck })}
                />
                <span>
                  <span className="block font-medium text-slate-800">{t(`method.${m}.label`)}</span>
                  <span className="block text-xs text-slate-500">{t(`method.${m}.hint`)}</span>
                </span>
              </label>
            ))}
            {error && (
              <p id={`${id}-error`} className="text-rose-700">
                {words(error)}
              </p>
            )}
          </fieldset>
          <div className="flex items-center gap-3">
            <Button type="submit" variant="secondary" size="sm" busy={pending} disabled={pending || !form.formState.isDirty}>
              {t("save")}
            </Button>
            {saved && !form.formState.isDirty && <span className="text-emerald-700">{t("saved")}</span>}
          </div>
          <p className="text-xs text-slate-500">{t("changeable")}</p>
        </form>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
    </div>
  );
}
