import "server-only";
import { z } from "zod";

/** The provider's responses as the app relies on them. Unknown fields are dropped, not refused. */

/** `[lat, lng]`; the responses set no upper length (an altitude may follow), so extra numbers are dropped. */
const latLng = z
  .array(z.number())
  .min(2)
  .transform(([lat, lng]) => [lat!, lng!] as [number, number]);
export const money = z.object({ amount: z.number().int(), currency: z.string() });
export type Money = z.infer<typeof money>;

const localized = z.record(z.string(), z.string());

export const meetingPoint = z.object({
  uid: z.string(),
  title: localized,
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  header_image_url: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  bottom_image_url: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  instructions: z.array(z.object({ en: z.string().optional(), es: z.string().optional(), step_image_url: z.string().nullish() })).default([]),
});
export type MeetingPoint = z.infer<typeof meetingPoint>;

export const hub = z.object({
  uid: z.string(),
  location_id: z.string(),
  active: z.boolean().default(true),
  title: localized,
  meeting_points: z.array(meetingPoint).default([]),
});
export type Hub = z.infer<typeof hub>;

export const hubResponse = z.object({ data: hub.nullable() });

export const estimateItem = z.object({
  product: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string().default(""),
    slug: z.string().default(""),
    service_type: z.string().optional(),
  }),
  total: money,
  supplements: z.array(z.object({ kind: z.string(), name: z.string(), pay_to_driver: z.boolean().optional(), price: money })).default([]),
  eta: z.object({ formatted: z.string(), low_availability: z.boolean().default(false) }).nullish(),
  distance: z.number().nullish(),
  duration: z.number().nullish(),
  route: z.string().nullish(),
  hub: hub.nullish(),
});
export type EstimateItem = z.infer<typeof estimateItem>;
export const estimateResponse = z.array(estimateItem);

export const journeyCreated = z.object({ id: z.string(), public_url: z.string().nullish() });

export const stopResponse = z.object({
  id: z.string().optional(),
  loc: latLng,
  addr: z.string().nullish(),
  num: z.string().nullish(),
  city: z.string().nullish(),
  country: z.string().nullish(),
  postal_code: z.string().nullish(),
  name: z.string().nullish(),
  instr: z.string().nullish(),
  meeting_point: z.object({ id: z.string(), loc: latLng, name: z.string() }).nullish(),
  hit_at: z.string().nullish(),
});

export const journey = z.object({
  id: z.string(),
  user_id: z.string().nullish(),
  product_id: z.string().nullish(),
  region_id: z.string().nullish(),
  label_slug: z.string().nullish(),
  created_at: z.string().nullish(),
  /** "asap" or "reserved" as documented; a value added later passes through rather than failing the read. */
  start_type: z.string().nullish(),
  start_at: z.string().nullish(),
  end_at: z.string().nullish(),
  current_state: z.string().nullish(),
  end_state: z.string().nullish(),
  finished: z.boolean().default(false),
  public_url: z.string().nullish(),
  stops: z.array(stopResponse).default([]),
  totals: z.object({ price: money, discount: money, price_total: money }).nullish(),
});
export type Journey = z.infer<typeof journey>;

export const journeyState = z.object({
  journey_id: z.string(),
  driver: z.object({ id: z.string(), name: z.string(), phone_number: z.string().nullish(), avatar_url: z.string().nullish() }).nullish(),
  preassigned_driver: z.object({ id: z.string(), name: z.string(), avatar_url: z.string().nullish() }).nullish(),
  is_driver_on_another_journey: z.boolean().default(false),
  driver_stop_before_pickup: z.object({ loc: latLng }).nullish(),
  vehicle: z.object({ name: z.string(), plate: z.string(), color: z.string() }).nullish(),
  waypoints: z.object({ total: z.number().nullable(), rows: z.array(z.object({ loc: latLng, state_name: z.string() })) }).nullish(),
});
export type JourneyState = z.infer<typeof journeyState>;

export const journeyCancelled = z.object({ id: z.string() });

export const user = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string().default(""),
  mobile_cc: z.string().nullish(),
  mobile_num: z.string().nullish(),
  locale: z.string().nullish(),
  can_order_for_others: z.boolean().nullish(),
  disabled: z.boolean().nullish(),
  employee_code: z.string().nullish(),
});
export type ProviderUser = z.infer<typeof user>;

const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), page: z.number(), pages: z.number(), per: z.number(), total: z.number() });

export const usersPage = page(user);

export const label = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  active: z.boolean(),
});
export type Label = z.infer<typeof label>;
export const labelsPage = page(label);
/** The schema wraps a label in `{data}`, the examples show it bare: accept both. */
export const labelResponse = z.union([z.object({ data: label }).transform((r) => r.data), label]);
