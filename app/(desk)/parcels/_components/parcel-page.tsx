"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LocalTime } from "@/components/ui/local-time";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { proofCodeShows } from "@/lib/parcels/format";
import { parcelDetailQuery, type ParcelDetail, type ParcelView } from "@/lib/parcels/query-options";
import { ParcelCourier } from "./parcel-courier";
import { ParcelOperations } from "./parcel-operations";
import { ParcelProof } from "./parcel-proof";
import { ParcelStateBadge } from "./parcel-state-badge";
import { ParcelTimeline } from "./parcel-timeline";
import { MapLoading } from "@/components/map/map-loading";

// MapLibre is heavy and needs the browser: the parcel's facts paint first.
const JourneyMap = dynamic(() => import("@/components/map/journey-map"), { ssr: false, loading: () => <MapLoading /> });

/** One parcel, followed: its state, timeline, courier and position, read again until it settles. */
export function ParcelPage({ initial, mapStyleUrl }: { initial: ParcelDetail; mapStyleUrl: string | null }) {
  const t = useTranslations("parcels.page");
  const timeline = useTranslations("parcels.timeline");
  const query = useQuery({ ...parcelDetailQuery(initial.parcel.id), initialData: initial });
  const { parcel, events } = query.data;
  const stops = [
    ...(parcel.pickup.loc
      ? [{ loc: [parcel.pickup.loc.lat, parcel.pickup.loc.lon] as [number, number], role: "pickup" as const, label: parcel.pickup.label }]
      : []),
    ...(parcel.dropoff.loc
      ? [{ loc: [parcel.dropoff.loc.lat, parcel.dropoff.loc.lon] as [number, number], role: "destination" as const, label: parcel.dropoff.label }]
      : []),
  ];
  const courierAt = parcel.location ? ([[parcel.location.lat, parcel.location.lon]] as [number, number][]) : [];
  const proof = proofCodeShows(parcel);

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link href="/parcels" className="text-sm text-brand-700 hover:underline">
          {t("back")}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-slate-900" translate="no">
            {parcel.description}
          </h1>
          <ParcelStateBadge parcel={parcel} />
        </div>
        {query.isError && <p className="text-sm text-rose-700">{t("refreshFailed", { problem: (query.error as Error).message })}</p>}
      </div>

      {proof === "banner" && (
        <div data-testid="proof-code" className="rounded-xl border-2 border-emerald-300 bg-emerald-50 p-4">
          <p className="text-sm font-medium text-emerald-900">{t("proofCode.title")}</p>
          <p className="font-mono text-3xl font-bold tracking-widest text-emerald-950" translate="no">
            {parcel.proofCode}
          </p>
          <p className="text-sm text-emerald-900">
            {t.rich("proofCode.share", { name: parcel.dropoff.contactName, data: (chunks) => <span translate="no">{chunks}</span> })}
          </p>
        </div>
      )}
      {proof === "missing" && (
        <Alert tone="warning" title={t("proofMissing.title")}>
          <span data-testid="proof-code-missing">{t("proofMissing.body")}</span>
        </Alert>
      )}
      {parcel.failureReason && (
        <Alert tone="error" title={t("failure")}>
          <span translate="no">{parcel.failureReason}</span>
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Card>
            <ParcelOperations parcel={parcel} />
          </Card>
          <Card title={t("proof")}>
            <ParcelProof parcel={parcel} />
          </Card>
          <Card title={t("details")}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <Fact term={t("pickup")}>{placeDetails(parcel.pickup)}</Fact>
              <Fact term={t("dropoff")}>{placeDetails(parcel.dropoff)}</Fact>
              {parcel.deliveryFrom && parcel.deliveryTo && (
                <Fact term={t("window")}>
                  <LocalTime iso={parcel.deliveryFrom} /> – <LocalTime iso={parcel.deliveryTo} />
                </Fact>
              )}
              {parcel.dimensions && <Fact term={t("size")}>{t("sizeValue", parcel.dimensions)}</Fact>}
              {parcel.weightGrams !== null && (
                <Fact term={t("weight")}>
                  {parcel.weightGrams >= 1000 ? t("kilograms", { kg: parcel.weightGrams / 1000 }) : t("grams", { grams: parcel.weightGrams })}
                </Fact>
              )}
              {parcel.shippingTypeName && (
                <Fact term={t("shippingType")}>
                  <span translate="no">{parcel.shippingTypeName}</span>
                </Fact>
              )}
              {parcel.pickupTime && (
                <Fact term={t("collectionTime")}>
                  <span data-testid="parcel-collection-time">
                    <LocalTime iso={parcel.pickupTime} />
                  </span>
                </Fact>
              )}
              {proof === "detail" && (
                <Fact term={t("proofCode.title")}>
                  <span data-testid="proof-code-detail" className="font-mono" translate="no">
                    {parcel.proofCode}
                  </span>
                </Fact>
              )}
              {parcel.trackingUrl && (
                <Fact term={t("tracking")}>
                  <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                    {t.rich("trackingPage", { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
                  </a>
                </Fact>
              )}
              {parcel.providerId && (
                <Fact term={t("providerId")}>
                  <span data-testid="provider-id" className="font-mono text-xs" translate="no">
                    {parcel.providerId}
                  </span>
                </Fact>
              )}
              <Fact term={t("created")}>
                <LocalTime iso={parcel.createdAt} />
              </Fact>
              {parcel.readAt && (
                <Fact term={t("lastChecked")}>
                  <LocalTime iso={parcel.readAt} />
                </Fact>
              )}
            </dl>
          </Card>
        </div>
        <div className="space-y-6">
          {(parcel.driver || parcel.asset) && (
            <Card title={t("courier")}>
              <ParcelCourier driver={parcel.driver} asset={parcel.asset} />
            </Card>
          )}
          {(stops.length > 0 || courierAt.length > 0) && (
            <Card
              title={t("map")}
              description={parcel.location ? t.rich("courierSeen", { time: () => <LocalTime iso={parcel.location!.at} /> }) : t("courierNotSeen")}
            >
              <div className="h-72">
                <JourneyMap stops={stops} driverPath={courierAt} styleUrl={mapStyleUrl} label={t("mapLabel")} />
              </div>
            </Card>
          )}
          <Card title={timeline("label")}>
            <ParcelTimeline events={events} />
          </Card>
        </div>
      </div>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}

/** One end of the parcel as it was given: the place, who is there, and what to tell the courier. */
function placeDetails(p: ParcelView["pickup"]) {
  return (
    <span translate="no">
      <span className="block">{p.label}</span>
      <span className="block text-slate-600">
        {p.contactName}
        {p.contactPhone ? ` · ${p.contactPhone}` : ""}
      </span>
      {p.instr && <span className="block text-slate-600">{p.instr}</span>}
    </span>
  );
}
