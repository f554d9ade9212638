/** A place chosen by search, the map or the saved list, as a stop's address fields. */
export type PlaceFields = {
  label: string;
  name?: string | null;
  addr?: string | null;
  num?: string | null;
  city?: string | null;
  postal_code?: string | null;
  country?: string | null;
};

export type StopAddress = { label: string; name?: string; addr?: string; num?: string; city?: string; postal_code?: string; country?: string };

const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : undefined);

/**
 * What a place says about where a stop is, as the driver and the rider read it: the place's name
 * ("Rosewood Villa Magna") travels with its street address, unless it only repeats the street.
 */
export function stopAddressOf(p: PlaceFields): StopAddress {
  const name = text(p.name);
  return {
    label: p.label,
    name: name && name !== text(p.addr) ? name : undefined,
    addr: text(p.addr),
    num: text(p.num),
    city: text(p.city),
    postal_code: text(p.postal_code),
    country: text(p.country),
  };
}

/** A place as the stop list shows it: its label, with the stop's own name in front when the label lacks it. */
export function stopTitle(stop: { name?: string; label: string }): string {
  return stop.name && !stop.label.includes(stop.name) ? `${stop.name} · ${stop.label}` : stop.label;
}
