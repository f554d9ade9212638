import { messageRef } from "@/lib/i18n/message-ref";
import { z } from "@/lib/zod";
import { MAX_GUEST_RADIUS_M, MAX_PRESET_REASONS } from "./rules";

/** The longest preset reason an admin may write. */
export const PRESET_REASON_MAX = 120;

/** The policy form's rules, shared by the form (zodResolver) and the action (parse); the booking form loads none of it. */

const presetReasonSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, messageRef("policy.reasonEmpty"))
    .max(PRESET_REASON_MAX, messageRef("policy.reasonTooLong", { max: PRESET_REASON_MAX })),
  freeText: z.boolean(),
});

/** The policy as an admin saves it. */
export const policySchema = z
  .object({
    labelsEnabled: z.boolean(),
    labelRequired: z.boolean(),
    reasonRequired: z.boolean(),
    reasons: z.array(presetReasonSchema).max(MAX_PRESET_REASONS, messageRef("policy.tooManyReasons", { max: MAX_PRESET_REASONS })),
    ownFleet: z.boolean(),
    priceTolerancePct: z.coerce
      // An empty field reads as no number (the form sends NaN), not as 0%.
      .number({ error: messageRef("policy.toleranceWhole") })
      .int(messageRef("policy.toleranceWhole"))
      .min(0, messageRef("policy.toleranceRange", { min: 0, max: 100 }))
      .max(100, messageRef("policy.toleranceRange", { min: 0, max: 100 }))
      .optional(),
    guestRadiusM: z.coerce
      .number({ error: messageRef("policy.guestRadiusWhole") })
      .int(messageRef("policy.guestRadiusWhole"))
      .min(0, messageRef("policy.guestRadiusRange", { max: MAX_GUEST_RADIUS_M }))
      .max(MAX_GUEST_RADIUS_M, messageRef("policy.guestRadiusRange", { max: MAX_GUEST_RADIUS_M }))
      .optional(),
  })
  .superRefine((p, ctx) => {
    if (p.labelRequired && !p.labelsEnabled) ctx.addIssue({ code: "custom", path: ["labelRequired"], message: messageRef("policy.labelNeedsLabels") });
    const seen = new Map<string, number>();
    p.reasons.forEach((r, i) => {
      const key = r.text.trim().toLocaleLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["reasons", i, "text"], message: messageRef("policy.reasonRepeated", { reason: r.text.trim() }) });
      else seen.set(key, i);
    });
  });
export type PolicyInput = z.input<typeof policySchema>;
