"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import Link from "next/link";
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

// MapLibre is heavy and needs the browser: the parcel's facts paint first.
const JourneyMap = dynamic(() => import("@/components/map/journey-map"), {
  ssr: false,
  loading: () => <div role="status" className="flex h-full items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-500">Loading map…</div>,
});

/** One parcel, followed: its state, timeline, courier and position, read again until it settles. */
export function ParcelPage({ initial, mapStyleUrl }: { initial: ParcelDetail; mapStyleUrl: string | null }) {
  const query = useQuery({ ...parcelDetailQuery(initial.parcel.id), initialData: initial });
  const { parcel, events } = query.data;
  const stops = [
    ...(parcel.pickup.loc ? [{ loc: [parcel.pickup.loc.lat, parcel.pickup.loc.lon] as [number, number], role: "pickup" as const, label: parcel.pickup.label }] : []),
    ...(parcel.dropoff.loc ? [{ loc: [parcel.dropoff.loc.lat, parcel.dropoff.loc.lon] as [number, number], role: "destination" as const, label: parcel.dropoff.label }] : []),
  ];
  const courierAt = parcel.location ? ([[parcel.location.lat, parcel.location.lon]] as [number, number][]) : [];
  const proof = proofCodeShows(parcel);

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link href="/parcels" className="text-sm text-brand-700 hover:underline">
          ← All parcels
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">{parcel.description}</h1>
          <ParcelStateBadge parcel={parcel} />
        </div>
        {query.isError && <p className="text-sm text-rose-700">Could not refresh this parcel: {(query.error as Error).message}. Showing what was last read.</p>}
      </div>

      {proof === "banner" && (
        <div data-testid="proof-code" className="rounded-xl border-2 border-emerald-300 bg-emerald-50 p-4">
          <p className="text-sm font-medium text-emerald-900">Proof-of-delivery code</p>
          <p className="font-mono text-3xl font-bold tracking-widest text-emerald-950">{parcel.proofCode}</p>
          <p className="text-sm text-emerald-900">The recipient gives this code to the courier on delivery; share it with {parcel.dropoff.contactName}.</p>
        </div>
      )}
      {proof === "missing" && (
        <Alert tone="warning" title="No proof-of-delivery code has reached Ridedesk">
          <span data-testid="proof-code-missing">
            The courier has the parcel. If this delivery asks the recipient for a code, the notification carrying it has not come: ask the delivery service for the code before the courier
            arrives.
          </span>
        </Alert>
      )}
      {parcel.failureReason && <Alert tone="error" title="What went wrong">{parcel.failureReason}</Alert>}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Card>
            <ParcelOperations parcel={parcel} />
          </Card>
          <Card title="Proof of delivery">
            <ParcelProof parcel={parcel} />
          </Card>
          <Card title="Details">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <Fact term="Pickup">{placeDetails(parcel.pickup)}</Fact>
              <Fact term="Drop-off">{placeDetails(parcel.dropoff)}</Fact>
              {parcel.deliveryFrom && parcel.deliveryTo && (
                <Fact term="Delivery window">
                  <LocalTime iso={parcel.deliveryFrom} /> – <LocalTime iso={parcel.deliveryTo} />
                </Fact>
              )}
              {parcel.dimensions && <Fact term="Size">{`${parcel.dimensions.height} × ${parcel.dimensions.length} × ${parcel.dimensions.width} cm (h × l × w)`}</Fact>}
              {parcel.weightGrams !== null && <Fact term="Weight">{parcel.weightGrams >= 1000 ? `${parcel.weightGrams / 1000} kg` : `${parcel.weightGrams} g`}</Fact>}
              {parcel.shippingTypeName && <Fact term="Shipping type">{parcel.shippingTypeName}</Fact>}
              {parcel.pickupTime && (
                <Fact term="Collection time">
                  <span data-testid="parcel-collection-time">
                    <LocalTime iso={parcel.pickupTime} />
                  </span>
                </Fact>
              )}
              {proof === "detail" && (
                <Fact term="Proof-of-delivery code">
                  <span data-testid="proof-code-detail" className="font-mono">
                    {parcel.proofCode}
                  </span>
                </Fact>
              )}
              {parcel.trackingUrl && (
                <Fact term="Tracking">
                  <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                    Tracking page<span className="sr-only"> (opens in a new tab)</span> ↗
                  </a>
                </Fact>
              )}
              {parcel.providerId && <Fact term="Delivery service id"><span data-testid="provider-id" className="font-mono text-xs">{parcel.providerId}</span></Fact>}
              <Fact term="Created"><LocalTime iso={parcel.createdAt} /></Fact>
              {parcel.readAt && <Fact term="Last checked"><LocalTime iso={parcel.readAt} /></Fact>}
            </dl>
          </Card>
        </div>
        <div className="space-y-6">
          {(parcel.driver || parcel.asset) && (
            <Card title="Courier">
              <ParcelCourier driver={parcel.driver} asset={parcel.asset} />
            </Card>
          )}
          {(stops.length > 0 || courierAt.length > 0) && (
            <Card title="Map" description={parcel.location ? <>Courier last seen <LocalTime iso={parcel.location.at} /></> : "The courier's position shows once the delivery service reports it."}>
              <div className="h-72">
                <JourneyMap stops={stops} driverPath={courierAt} styleUrl={mapStyleUrl} label="Map of the parcel and its courier" />
              </div>
            </Card>
          )}
          <Card title="Timeline">
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

function placeDetails(p: ParcelView["pickup"]) {
  return (
    <>
      <span className="block">{p.label}</span>
      <span className="block text-slate-600">
        {p.contactName}
        {p.contactPhone ? ` · ${p.contactPhone}` : ""}
      </span>
      {p.instr && <span className="block text-slate-600">{p.instr}</span>}
    </>
  );
}
