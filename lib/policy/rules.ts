/** The company's booking rules, as the booking form and the booking action both read them. */

/** A preset reason; with freeText the agent may add their own words after it. */
export type PresetReason = { text: string; freeText: boolean };

export type BookingPolicy = {
  labelsEnabled: boolean;
  labelRequired: boolean;
  reasonRequired: boolean;
  reasons: PresetReason[];
  ownFleet: boolean;
  /** How much dearer (percent) an event's ride may be than the price the agent confirmed before it waits for the agent; 10 when unset. */
  priceTolerancePct?: number;
  /** How far from the planned pickup a guest calling their car may be picked up where they are, in metres; 0 (or unset): never. */
  guestRadiusM?: number;
};

/** The farthest a policy may let a guest be picked up from the planned pickup: beyond, it is another ride. */
export const MAX_GUEST_RADIUS_M = 10_000;
export const guestRadiusOf = (policy: Pick<BookingPolicy, "guestRadiusM">) => policy.guestRadiusM ?? 0;

export const DEFAULT_PRICE_TOLERANCE_PCT = 10;
export const priceToleranceOf = (policy: Pick<BookingPolicy, "priceTolerancePct">) => policy.priceTolerancePct ?? DEFAULT_PRICE_TOLERANCE_PCT;

/**
 * Before an admin first saves a policy: labels on, nothing required, no presets, as a new company
 * at the provider starts. Own fleet comes from configuration (COMPANY_OWN_FLEET).
 */
export const defaultPolicy = (ownFleet: boolean): BookingPolicy => ({
  labelsEnabled: true,
  labelRequired: false,
  reasonRequired: false,
  reasons: [],
  ownFleet,
  priceTolerancePct: DEFAULT_PRICE_TOLERANCE_PCT,
  guestRadiusM: 0,
});

export const MAX_PRESET_REASONS = 50;
export const MAX_REASON_LENGTH = 500;

/** What changed between two policies, setting by setting, for the audit log. */
export function policyChanges(before: BookingPolicy, after: BookingPolicy): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of ["labelsEnabled", "labelRequired", "reasonRequired", "ownFleet"] as const) {
    if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
  }
  if (priceToleranceOf(before) !== priceToleranceOf(after)) changes.priceTolerancePct = { from: priceToleranceOf(before), to: priceToleranceOf(after) };
  if (guestRadiusOf(before) !== guestRadiusOf(after)) changes.guestRadiusM = { from: guestRadiusOf(before), to: guestRadiusOf(after) };
  const show = (rs: PresetReason[]) => rs.map((r) => (r.freeText ? `${r.text} (+ free text)` : r.text));
  if (JSON.stringify(show(before.reasons)) !== JSON.stringify(show(after.reasons))) changes.reasons = { from: show(before.reasons), to: show(after.reasons) };
  return changes;
}

/** The preset an agent chose, when the policy has presets and the text is one of them. */
export const presetOf = (policy: BookingPolicy, reason: string | undefined | null) =>
  reason ? policy.reasons.find((r) => r.text === reason.trim()) : undefined;

/** The reason the provider receives: the preset, then the agent's own words after it when there are any. */
export const sentReason = (reason: string | undefined | null, detail: string | undefined | null): string | null =>
  reason ? (detail ? `${reason}: ${detail}` : reason) : null;
