import { z } from "zod";
import { badRequest } from "./http";

/** The provider's request schemas, with messages that name the field and the rule. */

export const HEX32 = /^[a-f0-9]{32}$/;

const hex32 = z.string().regex(HEX32, "must be 32 lower-case hexadecimal characters (a user id without hyphens)");
const nullableText = (max: number) => z.string().max(max, `must be at most ${max} characters`).nullable().optional();

export const locSchema = z
  .array(z.number(), { error: "must be an array of 2 numbers [latitude, longitude]" })
  .length(2, "must have exactly 2 numbers [latitude, longitude]")
  .refine(([lat]) => lat! >= -90 && lat! <= 90, "latitude must be between -90 and 90")
  .refine(([, lng]) => lng! >= -180 && lng! <= 180, "longitude must be between -180 and 180")
  .transform((loc) => loc as [number, number]);

const mobileCc = z.string().regex(/^\+?\d+$/, "must be a country calling code of digits, optionally with a leading +");
const mobileNum = z.string().regex(/^[0-9]+$/, "must contain digits only");

const contactSchema = z.strictObject({
  name: z.string().optional(),
  mobile_cc: mobileCc.optional(),
  mobile_num: mobileNum.optional(),
  stop_action: z.enum(["pickup", "dropoff"], { error: 'must be "pickup" or "dropoff"' }).optional(),
});

const meetingPointSchema = z.strictObject({
  id: z.string().min(1, "must not be empty"),
  loc: locSchema,
  name: z.string().min(1, "must not be empty"),
});

const stopSchema = z.strictObject({
  loc: locSchema,
  addr: z.string().optional(),
  num: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  postal_code: z.string().optional(),
  name: z.string().optional(),
  instr: z.string().max(500, "must be at most 500 characters").optional(),
  contact: contactSchema.optional(),
  contacts: z.array(contactSchema).optional(),
  location_id: z.string().min(1, "must not be empty").optional(),
  meeting_point: meetingPointSchema.optional(),
});

const stopsSchema = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: "must be an array of stops" }).min(2, "must have at least 2 stops (a pickup and a destination)").max(15, "must have at most 15 stops");

const riderSchema = z.strictObject({
  id: hex32.nullable().optional(),
  name: z.string().optional(),
  email: z.email("must be an email address").nullable().optional(),
  locale: z.string().nullable().optional(),
  mobile: z.strictObject({ mobile_cc: mobileCc, mobile_num: mobileNum }).optional(),
});

export const journeyRequestSchema = z.strictObject({
  product_id: z.string().min(1, "must not be empty"),
  requester_id: hex32,
  rider: riderSchema,
  stops: stopsSchema(stopSchema),
  start_at: z.string().nullable().optional(),
  label_slug: z.string().nullable().optional(),
  message: nullableText(1000),
  reason: nullableText(500),
  preferred_driver_id: z.string().nullable().optional(),
});
export type JourneyRequest = z.infer<typeof journeyRequestSchema>;

export const estimateRequestSchema = z.strictObject({
  requester_id: hex32,
  start_type: z.enum(["asap", "reserved"], { error: 'must be "asap" or "reserved"' }),
  start_at: z.string().nullable().optional(),
  stops: stopsSchema(z.strictObject({ loc: locSchema })),
});
export type EstimateRequest = z.infer<typeof estimateRequestSchema>;

export const labelCreateSchema = z.strictObject({
  name: z.string().trim().min(1, "must not be empty").max(80, "must be at most 80 characters"),
  description: z.string().max(280, "must be at most 280 characters").optional(),
  active: z.boolean().optional(),
});

export const labelUpdateSchema = z.strictObject({
  description: z.string().max(280, "must be at most 280 characters").optional(),
  active: z.boolean().optional(),
});

const typeNames: Record<string, string> = {
  string: "a string",
  number: "a number",
  boolean: "true or false",
  object: "an object",
  array: "an array",
  null: "null",
};

export function fieldPath(path: PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), "");
}

/** Parses with a schema; the first problem becomes a 400 naming the field. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = fieldPath(issue.path) || "body";
  if (issue.code === "unrecognized_keys") {
    const key = fieldPath([...issue.path, issue.keys[0]!]);
    throw badRequest(key, "is not a field the provider accepts");
  }
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) throw badRequest(field, "is required");
    const expected = typeNames[issue.expected] ?? issue.expected;
    throw badRequest(field, field === "body" ? `must be ${expected} (JSON)` : `must be ${expected}`);
  }
  throw badRequest(field, issue.message);
}
