import type { JourneyDriver, JourneyVehicle } from "@/lib/journeys/types";
import { HubPicture } from "@/components/booking/meeting-point-card";

/** The driver and the car once the provider has assigned them; a ride that ended before then says it never had one. */
export function JourneyPeople({ driver, vehicle, over = false }: { driver: JourneyDriver | null; vehicle: JourneyVehicle | null; over?: boolean }) {
  if (!driver && !vehicle) {
    return <p className="text-sm text-slate-600" data-testid="no-driver">{over ? "No driver was assigned." : "No driver assigned yet."}</p>;
  }
  return (
    <div className="flex flex-wrap items-start gap-4" data-testid="journey-driver">
      {driver && (
        <div className="flex items-center gap-3">
          <HubPicture key={driver.avatarUrl} src={driver.avatarUrl} alt={`Photo of ${driver.name}`} className="size-14 shrink-0 rounded-full object-cover" />
          <div className="text-sm">
            <p className="font-semibold text-slate-900" data-testid="driver-name">{driver.name}</p>
            {driver.phone ? (
              <a href={`tel:${driver.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline" data-testid="driver-phone">{driver.phone}</a>
            ) : (
              <p className="text-slate-500">No phone given</p>
            )}
          </div>
        </div>
      )}
      {vehicle && (
        <dl className="text-sm" data-testid="journey-vehicle">
          <dt className="sr-only">Vehicle</dt>
          <dd className="text-slate-900">{[vehicle.name, vehicle.color].filter(Boolean).join(", ")}</dd>
          <dt className="sr-only">Plate</dt>
          <dd><span className="rounded border border-slate-400 bg-white px-1.5 py-0.5 font-mono text-xs font-semibold tracking-wider" data-testid="vehicle-plate">{vehicle.plate}</span></dd>
        </dl>
      )}
    </div>
  );
}
