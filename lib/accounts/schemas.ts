import { z } from "@/lib/zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem, type PasswordProblem } from "@/lib/password-policy";
import { messageRef } from "@/lib/i18n/message-ref";

/** Account forms' rules, shared by the forms (zodResolver) and the server actions (safeParse). */

export const email = z
  .string()
  .trim()
  .min(1, messageRef("accounts.emailRequired"))
  .max(320, messageRef("accounts.tooLong", { max: 320 }))
  .pipe(z.email(messageRef("accounts.emailInvalid")));
const name = z
  .string()
  .trim()
  .min(1, messageRef("accounts.nameRequired"))
  .max(120, messageRef("accounts.tooLong", { max: 120 }));
const uuid = z.uuid(messageRef("accounts.unknownUser"));

const PASSWORD_MESSAGE: Record<PasswordProblem, string> = {
  tooShort: messageRef("accounts.passwordTooShort", { min: MIN_PASSWORD_LENGTH }),
  tooLong: messageRef("accounts.passwordTooLong", { max: MAX_PASSWORD_LENGTH }),
  common: messageRef("accounts.passwordCommon"),
  repeated: messageRef("accounts.passwordRepeated"),
  hasEmail: messageRef("accounts.passwordHasEmail"),
};

export const newPassword = z
  .object({ password: z.string(), confirm: z.string(), email: z.string().optional() })
  .superRefine(({ password, confirm, email }, ctx) => {
    const problem = passwordProblem(password, email);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_MESSAGE[problem] });
    else if (password !== confirm) ctx.addIssue({ code: "custom", path: ["confirm"], message: messageRef("accounts.passwordsDiffer") });
  });

export const signInSchema = z.object({
  email,
  password: z
    .string()
    .min(1, messageRef("accounts.passwordMissing"))
    .max(256, messageRef("accounts.tooLong", { max: 256 })),
  next: z.string().max(500).optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const setupSchema = z.object({ name, email }).and(newPassword);
export type SetupInput = z.input<typeof setupSchema>;

export const setPasswordSchema = z.object({ token: z.string().min(20).max(200) }).and(newPassword);
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

export const roleSchema = z.enum(["admin", "agent", "approver"], { error: messageRef("accounts.roleRequired") });

export const userIdSchema = z.object({ userId: uuid });
export const changeRoleSchema = z.object({ userId: uuid, role: roleSchema });
export const setActiveSchema = z.object({ userId: uuid, active: z.boolean() });

const requesterId = z.string().regex(/^[a-f0-9]{32}$/, messageRef("accounts.unknownRequester"));
const requesterChoice = { requesterIds: z.array(requesterId).max(500), defaultId: requesterId.nullable() };
/** The default is one of the chosen requesters, and there is one as soon as any is chosen. */
const withDefault = <T extends z.ZodType<{ requesterIds: string[]; defaultId: string | null }>>(schema: T) =>
  schema
    .refine((v) => v.defaultId === null || v.requesterIds.includes(v.defaultId), { path: ["defaultId"], message: messageRef("accounts.defaultNotChosen") })
    .refine((v) => v.requesterIds.length === 0 || v.defaultId !== null, { path: ["defaultId"], message: messageRef("accounts.defaultRequired") });

export const assignRequestersSchema = withDefault(z.object({ userId: uuid, ...requesterChoice }));
export type AssignRequestersInput = z.input<typeof assignRequestersSchema>;

/** An invitation may name the requesters the new agent books for, so their first booking is not a dead end. */
export const createUserSchema = withDefault(
  z.object({ name, email, role: roleSchema, requesterIds: requesterChoice.requesterIds.default([]), defaultId: requesterChoice.defaultId.default(null) }),
);
export type CreateUserInput = z.input<typeof createUserSchema>;

export const auditFilterSchema = z.object({
  action: z.string().max(60).optional(),
  q: z.string().trim().max(120).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  before: z.coerce.number().int().positive().optional(),
});
export type AuditFilterInput = z.infer<typeof auditFilterSchema>;
