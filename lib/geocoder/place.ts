/** A place as the booking form uses it: coordinates and the stop's address fields. */
export type Place = {
  label: string;
  name: string | null;
  addr: string | null;
  num: string | null;
  city: string | null;
  postal_code: string | null;
  /** ISO 3166 alpha-2, e.g. "ES". */
  country: string | null;
  loc: [number, number];
};

export const coordinatesLabel = ([lat, lng]: [number, number]) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

export function labelOf(p: Omit<Place, "label">): string {
  const street = [p.addr, p.num].filter(Boolean).join(" ");
  const parts = [p.name && p.name !== p.addr ? p.name : null, street || null, p.city].filter(Boolean);
  return parts.join(", ") || coordinatesLabel(p.loc);
}

/** Lower case without accents, so "Atocha", "atocha" and "ATOCHÁ" compare equal. */
export const fold = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
