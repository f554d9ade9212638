"use client";

import { useEffect, useRef, useState } from "react";
import { courierInitials } from "@/lib/parcels/format";
import type { ParcelView } from "@/lib/parcels/query-options";

/** The courier and their vehicle, with their photo, or their initials where the photo cannot be shown. */
export function ParcelCourier({ driver, asset }: Pick<ParcelView, "driver" | "asset">) {
  return (
    // The courier and the vehicle are shown as the delivery service describes them.
    <div data-testid="courier" className="flex items-center gap-4 text-sm" translate="no">
      {driver && <CourierPhoto name={driver.name} url={driver.photoUrl} />}
      <div>
        {driver && <p className="font-medium text-slate-900">{driver.name}</p>}
        {driver?.phone && (
          <a href={`tel:${driver.phone}`} className="text-brand-700 underline">
            {driver.phone}
          </a>
        )}
        {asset && <p className="text-slate-600">{[asset.name, asset.color, asset.regPlate].filter(Boolean).join(" · ")}</p>}
      </div>
    </div>
  );
}

function CourierPhoto({ name, url }: { name: string; url: string | null }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  // An image that failed before the page was hydrated fired its error to nobody: look for it once.
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0 && url) setFailedUrl(url);
  }, [url]);

  if (!url || failedUrl === url) {
    return (
      <span
        data-testid="courier-initials"
        aria-hidden
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
      >
        {courierInitials(name)}
      </span>
    );
  }
  // The name is written beside the photo, so the photo itself says nothing more to a screen reader.
  // The provider's own photo host; nothing for Next's image optimiser to do.
  // eslint-disable-next-line @next/next/no-img-element
  return <img ref={img} src={url} alt="" onError={() => setFailedUrl(url)} className="size-14 shrink-0 rounded-full bg-slate-100 object-cover" />;
}
