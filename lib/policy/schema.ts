import { z } from "@/lib/zod";
import { MAX_PRESET_REASONS } from "./rules";

/** The policy form's rules, shared by the form (zodResolver) and the action (parse); the booking form loads none of it. */

const presetReasonSchema = z.object({
  text: z.string().trim().min(1, "Write the reason, or remove it.").max(120, "A preset reason can be at most 120 characters."),
  freeText: z.boolean(),
});

/** The policy as an admin saves it. */
export const policySchema = z
  .object({
    labelsEnabled: z.boolean(),
    labelRequired: z.boolean(),
    reasonRequired: z.boolean(),
    reasons: z.array(presetReasonSchema).max(MAX_PRESET_REASONS, `At most ${MAX_PRESET_REASONS} preset reasons.`),
    ownFleet: z.boolean(),
  })
  .superRefine((p, ctx) => {
    if (p.labelRequired && !p.labelsEnabled) ctx.addIssue({ code: "custom", path: ["labelRequired"], message: "A label can only be required when labels are on." });
    const seen = new Map<string, number>();
    p.reasons.forEach((r, i) => {
      const key = r.text.trim().toLocaleLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["reasons", i, "text"], message: `“${r.text.trim()}” is already in the list.` });
      else seen.set(key, i);
    });
  });
export type PolicyInput = z.input<typeof policySchema>;
