"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { parcelHubsAction } from "@/app/(desk)/parcels/actions";
import { Field, Select } from "@/components/ui/field";
import { unwrap } from "@/lib/action-result";
import type { BatchForm } from "@/lib/parcels/form-values";

/** The account's hubs change seldom: read once per page, shared by every hub picker on it. */
const HUBS_KEY = ["parcel-hubs"] as const;

/** A hub picked from the account's hubs at the delivery service (GET /v1/hubs), never an id typed blind. */
export function HubSelect({ base, label, error }: { base: `parcels.${number}.${"pickup" | "dropoff"}`; label: string; error?: string }) {
  const t = useTranslations("parcels.hubs");
  const common = useTranslations("common");
  const { register, control } = useFormContext<BatchForm>();
  const hubs = useQuery({ queryKey: HUBS_KEY, queryFn: () => unwrap(parcelHubsAction({})), staleTime: 10 * 60_000 });
  const chosen = useWatch({ control, name: `${base}.hubExternalId` });
  const hub = hubs.data?.find((h) => h.externalId === chosen);
  // The action's refusal comes in the reader's words; the hub's own instructions are the delivery service's.
  const hint = hubs.isError ? (
    <span className="text-rose-700">
      {hubs.error.message}{" "}
      <button type="button" className="underline" onClick={() => hubs.refetch()}>
        {common("tryAgain")}
      </button>
    </span>
  ) : hubs.data?.length === 0 ? (
    t("none")
  ) : hub?.instructions ? (
    <span translate="no">{hub.instructions}</span>
  ) : (
    t("hint")
  );
  return (
    <Field label={label} hint={hint} error={error}>
      {(p) => (
        <Select {...p} disabled={!hubs.data || hubs.data.length === 0} {...register(`${base}.hubExternalId`)}>
          <option value="">{hubs.data ? t("choose") : hubs.isError ? t("loadFailed") : t("loading")}</option>
          {hubs.data?.map((h) => (
            <option key={h.externalId} value={h.externalId} translate="no">
              {h.address} ({h.externalId})
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
