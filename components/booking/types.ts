/** Shapes the booking page passes around; the server actions return these. */

import type { Hub } from "./meeting-point";

export type Requester = { id: string; name: string; surname: string; email: string; isDefault: boolean };
export type LabelOption = { slug: string; name: string };

export type Product = {
  id: string;
  name: string;
  description: string;
  price: { amount: number; currency: string };
  eta: string | null;
  lowAvailability: boolean;
  /** The server's seal over this product's price, basket and moment; booking hands it back. */
  seal: string;
};

export type Estimate = {
  createdAt: number;
  startAt: string | null;
  zone: string;
  products: Product[];
  route: string | null;
  distanceM: number | null;
  durationS: number | null;
  /** The hub at the pickup, when the provider found one in time. */
  hub: Hub | null;
  /** When this tab received it: ages are counted on the tab's own clock. */
  receivedAt: number;
};

export type PlaceOption = {
  label: string;
  name: string | null;
  addr: string | null;
  num: string | null;
  city: string | null;
  postal_code: string | null;
  country: string | null;
  loc: [number, number];
  /** A place the desk saved, with its instructions for the driver. */
  saved?: boolean;
  instr?: string | null;
};

export type SavedGuestOption = { id: string; name: string; mobile: string; email: string | null; language: "en" | "es" };
