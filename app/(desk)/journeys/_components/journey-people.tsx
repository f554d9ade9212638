import { useLocale, useTranslations } from "next-intl";
import { vehicleColour } from "@/lib/i18n/vehicle-colours";
import type { JourneyDriver, JourneyVehicle } from "@/lib/journeys/types";
import { HubPicture } from "@/components/booking/meeting-point-card";

/** The driver and the car once the provider has assigned them; a ride that ended before then says it never had one. */
export function JourneyPeople({ driver, vehicle, over = false }: { driver: JourneyDriver | null; vehicle: JourneyVehicle | null; over?: boolean }) {
  const t = useTranslations("journeys");
  const locale = useLocale();
  if (!driver && !vehicle) {
    return (
      <p className="text-sm text-slate-600" data-testid="no-driver">
        {over ? t("people.none") : t("people.noneYet")}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-start gap-4" data-testid="journey-driver">
      {driver && (
        <div className="flex items-center gap-3">
          <HubPicture
            key={driver.avatarUrl}
            src={driver.avatarUrl}
            alt={t("people.photo", { name: driver.name })}
            className="size-14 shrink-0 rounded-full object-cover"
          />
          <div className="text-sm">
            <p className="font-semibold text-slate-900" data-testid="driver-name" translate="no">
              {driver.name}
            </p>
            {driver.phone ? (
              <a href={`tel:${driver.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline" data-testid="driver-phone" translate="no">
                {driver.phone}
              </a>
            ) : (
              <p className="text-slate-500">{t("people.noPhone")}</p>
            )}
          </div>
        </div>
      )}
      {vehicle && (
        <dl className="text-sm" data-testid="journey-vehicle">
          <dt className="sr-only">{t("people.vehicle")}</dt>
          <dd className="text-slate-900" translate="no">
            {[vehicle.name, vehicleColour(vehicle.color, locale)].filter(Boolean).join(", ")}
          </dd>
          <dt className="sr-only">{t("people.plate")}</dt>
          <dd translate="no">
            <span className="rounded border border-slate-400 bg-white px-1.5 py-0.5 font-mono text-xs font-semibold tracking-wider" data-testid="vehicle-plate">
              {vehicle.plate}
            </span>
          </dd>
        </dl>
      )}
    </div>
  );
}
