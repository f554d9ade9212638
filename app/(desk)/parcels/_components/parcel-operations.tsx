"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { cancelParcelsAction, deleteParcelsAction, estimateParcelAction, parcelShippingTypesAction, shipParcelsAction } from "@/app/(desk)/parcels/actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LocalTime } from "@/components/ui/local-time";
import { useNow } from "@/components/ui/use-now";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { unwrap, type ActionResult } from "@/lib/action-result";
import { formatMoney } from "@/lib/money";
import { INTL_TAG } from "@/lib/locales";
import { parcelKeys, type ParcelView } from "@/lib/parcels/query-options";
import { localDateTimeToRfc3339 } from "@/lib/parcels/form-values";
import { nothingToDo, parcelOperations, refusedOperation } from "@/lib/parcels/format";
import { StoredMessage } from "./parcel-words";
import { useMessageText } from "@/components/ui/use-message-text";

type Confirming = "cancel" | "delete" | null;

/** The parcel's own description inside a sentence: shown as it was typed. */
const data = (chunks: ReactNode) => <span translate="no">{chunks}</span>;

/**
 * Estimate, ship, cancel and delete one parcel. Each answer is a request: the state says when it
 * happened. The estimate is an offer for shipping, shown only while the parcel can be shipped.
 */
export function ParcelOperations({ parcel }: { parcel: ParcelView }) {
  const t = useTranslations("parcels.operations");
  const parcels = useTranslations("parcels");
  const common = useTranslations("common");
  const tag = INTL_TAG[useLocale()];
  const router = useRouter();
  const allowed = parcelOperations(parcel);
  const selectId = useId();
  const [chosen, setChosen] = useState<string>(parcel.shippingTypeId ?? "");
  // An express courier can be told when to collect; empty is as soon as possible.
  const [collectAt, setCollectAt] = useState("");
  const [confirming, setConfirming] = useState<Confirming>(null);
  // Each operation is one action call; what follows its success rides along with the call. A refusal
  // is an answer too (the parcel may have moved on): the list and this page read again either way.
  // A refused collection time (one more than a minute past, say) is said under its field.
  const [collectProblem, setCollectProblem] = useState<string>();
  const words = useMessageText();
  const operation = useAction((step: { call: () => Promise<ActionResult<unknown>>; after?: (data: unknown) => void }) => step.call(), {
    invalidate: [parcelKeys.list(), parcelKeys.detail(parcel.id)],
    rereadOnFailure: true,
    onFields: (fields) => {
      setCollectProblem(fields.pickupTime);
      return fields.pickupTime !== undefined && Object.keys(fields).length === 1;
    },
    onSuccess: (data, step) => {
      setCollectProblem(undefined);
      step.after?.(data);
    },
  });
  const { pending, problem } = operation;
  // The estimate as the action answered it, shown before the page's next read brings it from the parcel.
  const [justEstimated, setJustEstimated] = useState<{ view: NonNullable<ParcelView["estimate"]>; typeId: string } | null>(null);
  const types = useQuery({
    queryKey: parcelKeys.shippingTypes(parcel.id),
    queryFn: () => unwrap(parcelShippingTypesAction({ parcelId: parcel.id })),
    enabled: allowed.ship,
    staleTime: 5 * 60_000,
  });
  const typeId = chosen || types.data?.[0]?.id || "";
  const idle = nothingToDo(parcel);
  const now = useNow(5_000);

  const run = <T,>(call: () => Promise<ActionResult<T>>, after?: (data: T) => void) =>
    operation.run({ call, after: after as ((data: unknown) => void) | undefined });

  const estimate = () => {
    const forType = typeId;
    void run(
      () => estimateParcelAction({ parcelId: parcel.id, shippingTypeId: forType }),
      (view) => setJustEstimated({ view, typeId: forType }),
    );
  };
  const express = types.data?.find((t) => t.id === typeId)?.modality === "express";
  const pickupTime = express && collectAt ? (localDateTimeToRfc3339(collectAt) ?? undefined) : undefined;
  const ship = () => void run(() => shipParcelsAction({ parcelIds: [parcel.id], shippingTypeId: typeId, pickupTime }));
  // The dialog closes either way: a refusal shows beside the parcel, not behind the modal.
  const cancel = async () => {
    await run(() => cancelParcelsAction({ parcelIds: [parcel.id] }));
    setConfirming(null);
  };
  const remove = async () => {
    // A parcel never created is gone at once; one the provider holds shows "deleting…" until it is gone.
    await run(
      () => deleteParcelsAction({ parcelIds: [parcel.id] }),
      () => parcel.status === "failed" && router.push("/parcels"),
    );
    setConfirming(null);
  };

  const fromAction = justEstimated && (!parcel.estimate || parcel.estimate.at <= justEstimated.view.at) ? justEstimated : null;
  const est = fromAction?.view ?? parcel.estimate;
  const estTypeId = fromAction?.typeId ?? parcel.shippingTypeId;
  const estimateFresh = est && estTypeId === typeId && (!est.validUntil || Date.parse(est.validUntil) > now);

  return (
    <section aria-labelledby={`${selectId}-title`} className="space-y-4">
      <h2 id={`${selectId}-title`} className="text-base font-semibold text-slate-900">
        {t("title")}
      </h2>
      {parcel.requested && (
        <Alert tone="info" title={parcels(`requested.${parcel.requested}`)}>
          {parcel.requestedAt ? t.rich("accepted", { time: () => <LocalTime iso={parcel.requestedAt!} /> }) : t("acceptedNoTime")}
        </Alert>
      )}
      {parcel.status === "creating" && <Alert tone="info">{t("creating")}</Alert>}
      {parcel.error && (
        <Alert tone="error" title={t(`refused.${refusedOperation(parcel.error.operation)}`)}>
          <span data-testid="parcel-operation-error">
            <StoredMessage message={parcel.error.message} />
          </span>
        </Alert>
      )}
      {idle && <p className="text-sm text-slate-700">{parcels(`nothingToDo.${idle}`)}</p>}

      {allowed.ship && (
        <div className="space-y-3">
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-60 flex-1 space-y-1">
              <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
                {t("shippingType")}
              </label>
              <Select id={selectId} value={typeId} disabled={!types.data || pending} onChange={(e) => setChosen(e.target.value)}>
                {!types.data && <option value="">{types.isError ? t("typesLoadFailed") : t("typesLoading")}</option>}
                {types.data?.length === 0 && <option value="">{t("noTypes")}</option>}
                {types.data?.map((type) => (
                  <option key={type.id} value={type.id} translate="no">
                    {type.name}
                    {type.description ? ` — ${type.description}` : ""}
                  </option>
                ))}
              </Select>
            </div>
            {express && (
              <div className="space-y-1">
                <label htmlFor={`${selectId}-collect`} className="block text-sm font-medium text-slate-800">
                  {t.rich("collectionTime", { optional: (chunks) => <span className="font-normal text-slate-500">{chunks}</span> })}
                </label>
                <input
                  id={`${selectId}-collect`}
                  type="datetime-local"
                  value={collectAt}
                  onChange={(e) => {
                    setCollectAt(e.target.value);
                    setCollectProblem(undefined);
                  }}
                  disabled={pending}
                  className="block rounded-md border border-slate-300 px-3 py-2 text-sm"
                  aria-invalid={collectProblem ? true : undefined}
                  aria-describedby={`${selectId}-collect-help${collectProblem ? ` ${selectId}-collect-error` : ""}`}
                />
                <p id={`${selectId}-collect-help`} className="text-xs text-slate-500">
                  {t("collectionHint")}
                </p>
                {collectProblem && (
                  <p id={`${selectId}-collect-error`} role="alert" className="text-xs text-rose-700" data-testid="collection-time-error">
                    {words(collectProblem)}
                  </p>
                )}
              </div>
            )}
            <Button type="button" variant="secondary" onClick={estimate} disabled={!typeId || pending}>
              {t("estimate")}
            </Button>
            <Button type="button" onClick={ship} disabled={!typeId || pending} busy={pending}>
              {t("ship")}
            </Button>
          </div>
          {types.isError && (
            <p className="text-sm text-rose-700">
              {types.error.message}{" "}
              <button type="button" className="underline" onClick={() => types.refetch()}>
                {common("tryAgain")}
              </button>
            </p>
          )}
        </div>
      )}

      {est && allowed.ship && (
        <div
          data-testid="parcel-estimate"
          className={`rounded-lg border p-4 text-sm ${estimateFresh ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-slate-50 text-slate-600"}`}
        >
          <p className="text-lg font-semibold text-slate-900">{formatMoney(est.amount, est.currency, tag)}</p>
          <p translate="no">{types.data?.find((type) => type.id === estTypeId)?.name ?? parcel.shippingTypeName ?? estTypeId}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {est.etaToPickup && (
              <>
                <dt>{t("pickupBy")}</dt>
                <dd>
                  <LocalTime iso={est.etaToPickup} />
                </dd>
              </>
            )}
            {est.etaToDelivery && (
              <>
                <dt>{t("deliveredBy")}</dt>
                <dd>
                  <LocalTime iso={est.etaToDelivery} />
                </dd>
              </>
            )}
            {est.validUntil && (
              <>
                <dt>{t("validUntil")}</dt>
                <dd>
                  <LocalTime iso={est.validUntil} />
                </dd>
              </>
            )}
          </dl>
          {!estimateFresh && <p className="mt-2">{t("estimateStale")}</p>}
        </div>
      )}

      {(allowed.cancel || allowed.delete) && (
        <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
          {allowed.cancel && (
            <Button type="button" variant="danger" onClick={() => setConfirming("cancel")}>
              {t("cancel")}
            </Button>
          )}
          {allowed.delete && (
            <Button type="button" variant="secondary" onClick={() => setConfirming("delete")}>
              {t("delete")}
            </Button>
          )}
        </div>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}

      <ConfirmDialog
        open={confirming === "cancel"}
        title={t("confirmCancel.title")}
        confirmLabel={t("cancel")}
        busyLabel={t("confirmCancel.busy")}
        dismissLabel={t("keep")}
        onConfirm={cancel}
        onClose={() => setConfirming(null)}
      >
        <p>{t.rich("confirmCancel.notPickedUp", { name: parcel.description, data })}</p>
        <p className="font-medium">{t("confirmCancel.charge")}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "delete"}
        title={t("confirmDelete.title")}
        confirmLabel={t("delete")}
        busyLabel={t("confirmDelete.busy")}
        dismissLabel={t("keep")}
        onConfirm={remove}
        onClose={() => setConfirming(null)}
      >
        <p>{t.rich("confirmDelete.body", { name: parcel.description, data })}</p>
      </ConfirmDialog>
    </section>
  );
}
