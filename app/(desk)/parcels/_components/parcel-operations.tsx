"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { cancelParcelsAction, deleteParcelsAction, estimateParcelAction, parcelShippingTypesAction, shipParcelsAction } from "@/app/(desk)/parcels/actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LocalTime } from "@/components/ui/local-time";
import { useNow } from "@/components/ui/use-now";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { useMessageText } from "@/components/ui/use-message-text";
import { unwrap, type ActionResult } from "@/lib/action-result";
import { formatMoney } from "@/lib/booking/estimate";
import { parcelKeys, type ParcelView } from "@/lib/parcels/query-options";
import { localDateTimeToRfc3339 } from "@/lib/parcels/form-values";
import { nothingToDoText, parcelOperations, requestedText } from "@/lib/parcels/format";

type Confirming = "cancel" | "delete" | null;

/**
 * Estimate, ship, cancel and delete one parcel. Each answer is a request: the state says when it
 * happened. The estimate is an offer for shipping, shown only while the parcel can be shipped.
 */
export function ParcelOperations({ parcel }: { parcel: ParcelView }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const allowed = parcelOperations(parcel);
  const selectId = useId();
  const [chosen, setChosen] = useState<string>(parcel.shippingTypeId ?? "");
  // An express courier can be told when to collect; empty is as soon as possible.
  const [collectAt, setCollectAt] = useState("");
  const [problem, setProblem] = useState<string>();
  // A refusal recorded on the parcel is a message reference (or, from before, the words themselves).
  const words = useMessageText();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [pending, start] = useTransition();
  // The estimate as the action answered it, shown before the page's next read brings it from the parcel.
  const [justEstimated, setJustEstimated] = useState<{ view: NonNullable<ParcelView["estimate"]>; typeId: string } | null>(null);
  const types = useQuery({
    queryKey: parcelKeys.shippingTypes(parcel.id),
    queryFn: () => unwrap(parcelShippingTypesAction({ parcelId: parcel.id })),
    enabled: allowed.ship,
    staleTime: 5 * 60_000,
  });
  const typeId = chosen || types.data?.[0]?.id || "";
  const requested = requestedText(parcel.requested);
  const nothingToDo = nothingToDoText(parcel);
  const now = useNow(5_000);

  async function run<T>(call: () => Promise<ActionResult<T>>, after?: (data: T) => void) {
    setProblem(undefined);
    const result = await call();
    // The list and this page read again in the background; the buttons need not wait for them.
    void queryClient.invalidateQueries({ queryKey: parcelKeys.list() });
    void queryClient.invalidateQueries({ queryKey: parcelKeys.detail(parcel.id) });
    if (!result.ok) return setProblem(result.error.message);
    after?.(result.data);
  }

  const estimate = () => {
    const forType = typeId;
    start(() => run(() => estimateParcelAction({ parcelId: parcel.id, shippingTypeId: forType }), (view) => setJustEstimated({ view, typeId: forType })));
  };
  const express = types.data?.find((t) => t.id === typeId)?.modality === "express";
  const pickupTime = express && collectAt ? (localDateTimeToRfc3339(collectAt) ?? undefined) : undefined;
  const ship = () => start(() => run(() => shipParcelsAction({ parcelIds: [parcel.id], shippingTypeId: typeId, pickupTime })));
  // The dialog closes either way: a refusal shows beside the parcel, not behind the modal.
  const cancel = async () => {
    await run(() => cancelParcelsAction({ parcelIds: [parcel.id] }));
    setConfirming(null);
  };
  const remove = async () => {
    // A parcel never created is gone at once; one the provider holds shows "deleting…" until it is gone.
    await run(() => deleteParcelsAction({ parcelIds: [parcel.id] }), () => parcel.status === "failed" && router.push("/parcels"));
    setConfirming(null);
  };

  const fromAction = justEstimated && (!parcel.estimate || parcel.estimate.at <= justEstimated.view.at) ? justEstimated : null;
  const est = fromAction?.view ?? parcel.estimate;
  const estTypeId = fromAction?.typeId ?? parcel.shippingTypeId;
  const estimateFresh = est && estTypeId === typeId && (!est.validUntil || Date.parse(est.validUntil) > now);

  return (
    <section aria-labelledby={`${selectId}-title`} className="space-y-4">
      <h2 id={`${selectId}-title`} className="text-base font-semibold text-slate-900">
        What to do
      </h2>
      {requested && (
        <Alert tone="info" title={requested}>
          The delivery service accepted the request {parcel.requestedAt && <>at <LocalTime iso={parcel.requestedAt} /></>}. It is done when the state above changes; this page follows it by itself.
        </Alert>
      )}
      {parcel.status === "creating" && <Alert tone="info">The delivery service has not confirmed this parcel yet. Ridedesk checks with it by itself; nothing can be done to it meanwhile.</Alert>}
      {parcel.error && (
        <Alert tone="error" title={`The delivery service refused the ${parcel.error.operation}`}>
          <span data-testid="parcel-operation-error">{words(parcel.error.message)}</span>
        </Alert>
      )}
      {nothingToDo && <p className="text-sm text-slate-700">{nothingToDo}</p>}

      {allowed.ship && (
        <div className="space-y-3">
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-60 flex-1 space-y-1">
              <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
                Shipping type
              </label>
              <Select id={selectId} value={typeId} disabled={!types.data || pending} onChange={(e) => setChosen(e.target.value)}>
                {!types.data && <option value="">{types.isError ? "Could not load the shipping types" : "Loading shipping types…"}</option>}
                {types.data?.length === 0 && <option value="">No shipping type serves this pickup</option>}
                {types.data?.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                    {t.description ? ` — ${t.description}` : ""}
                  </option>
                ))}
              </Select>
            </div>
            {express && (
              <div className="space-y-1">
                <label htmlFor={`${selectId}-collect`} className="block text-sm font-medium text-slate-800">
                  Collection time <span className="font-normal text-slate-500">(optional)</span>
                </label>
                <input
                  id={`${selectId}-collect`}
                  type="datetime-local"
                  value={collectAt}
                  onChange={(e) => setCollectAt(e.target.value)}
                  disabled={pending}
                  className="block rounded-md border border-slate-300 px-3 py-2 text-sm"
                  aria-describedby={`${selectId}-collect-help`}
                />
                <p id={`${selectId}-collect-help`} className="text-xs text-slate-500">
                  Express only; empty means as soon as possible.
                </p>
              </div>
            )}
            <Button type="button" variant="secondary" onClick={estimate} disabled={!typeId || pending}>
              Estimate
            </Button>
            <Button type="button" onClick={ship} disabled={!typeId || pending} busy={pending}>
              Ship
            </Button>
          </div>
          {types.isError && (
            <p className="text-sm text-rose-700">
              {types.error.message}{" "}
              <button type="button" className="underline" onClick={() => types.refetch()}>
                Try again
              </button>
            </p>
          )}
        </div>
      )}

      {est && allowed.ship && (
        <div data-testid="parcel-estimate" className={`rounded-lg border p-4 text-sm ${estimateFresh ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-slate-50 text-slate-600"}`}>
          <p className="text-lg font-semibold text-slate-900">{formatMoney(est.amount, est.currency)}</p>
          <p>{types.data?.find((t) => t.id === estTypeId)?.name ?? parcel.shippingTypeName ?? estTypeId}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {est.etaToPickup && (<><dt>Pickup by</dt><dd><LocalTime iso={est.etaToPickup} /></dd></>)}
            {est.etaToDelivery && (<><dt>Delivered by</dt><dd><LocalTime iso={est.etaToDelivery} /></dd></>)}
            {est.validUntil && (<><dt>Valid until</dt><dd><LocalTime iso={est.validUntil} /></dd></>)}
          </dl>
          {!estimateFresh && <p className="mt-2">This estimate is for another shipping type or has expired; estimate again for a current price.</p>}
        </div>
      )}

      {(allowed.cancel || allowed.delete) && (
        <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
          {allowed.cancel && (
            <Button type="button" variant="danger" onClick={() => setConfirming("cancel")}>
              Cancel delivery
            </Button>
          )}
          {allowed.delete && (
            <Button type="button" variant="secondary" onClick={() => setConfirming("delete")}>
              Delete parcel
            </Button>
          )}
        </div>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}

      <ConfirmDialog open={confirming === "cancel"} title="Cancel this delivery?" confirmLabel="Cancel delivery" busyLabel="Asking…" dismissLabel="Keep it" onConfirm={cancel} onClose={() => setConfirming(null)}>
        <p>The courier has not picked up “{parcel.description}” yet, so the delivery service can still cancel it.</p>
        <p className="font-medium">A cancellation may be charged, as a courier may already be on the way.</p>
      </ConfirmDialog>
      <ConfirmDialog open={confirming === "delete"} title="Delete this parcel?" confirmLabel="Delete parcel" busyLabel="Deleting…" dismissLabel="Keep it" onConfirm={remove} onClose={() => setConfirming(null)}>
        <p>“{parcel.description}” has not been shipped. Deleting it removes it from the delivery service; it cannot be shipped afterwards.</p>
      </ConfirmDialog>
    </section>
  );
}
