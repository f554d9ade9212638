"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { parcelHubsAction } from "@/app/(desk)/parcels/actions";
import { Field, Select } from "@/components/ui/field";
import { unwrap } from "@/lib/action-result";
import type { BatchForm } from "@/lib/parcels/form-values";

/** The account's hubs change seldom: read once per page, shared by every hub picker on it. */
const HUBS_KEY = ["parcel-hubs"] as const;

/** A hub picked from the account's hubs at the delivery service (GET /v1/hubs), never an id typed blind. */
export function HubSelect({ base, title, error }: { base: `parcels.${number}.${"pickup" | "dropoff"}`; title: string; error?: string }) {
  const { register, control } = useFormContext<BatchForm>();
  const hubs = useQuery({ queryKey: HUBS_KEY, queryFn: () => unwrap(parcelHubsAction({})), staleTime: 10 * 60_000 });
  const chosen = useWatch({ control, name: `${base}.hubExternalId` });
  const hub = hubs.data?.find((h) => h.externalId === chosen);
  const hint = hubs.isError ? (
    <span className="text-rose-700">
      {hubs.error.message}{" "}
      <button type="button" className="underline" onClick={() => hubs.refetch()}>
        Try again
      </button>
    </span>
  ) : hubs.data?.length === 0 ? (
    "The delivery service has no hubs for this account; give the place by address or coordinates."
  ) : (
    (hub?.instructions ?? "One of your company's hubs at the delivery service.")
  );
  return (
    <Field label={`${title} hub`} hint={hint} error={error}>
      {(p) => (
        <Select {...p} disabled={!hubs.data || hubs.data.length === 0} {...register(`${base}.hubExternalId`)}>
          <option value="">{hubs.data ? "Choose a hub…" : hubs.isError ? "Could not load the hubs" : "Loading hubs…"}</option>
          {hubs.data?.map((h) => (
            <option key={h.externalId} value={h.externalId}>
              {h.address} ({h.externalId})
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
