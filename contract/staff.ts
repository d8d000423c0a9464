import { MIN_PASSWORD_LENGTH, STAFF_ROLES, STAFF_USERNAME_PATTERN, type StaffRole } from "./staffRules";
import { identifyingText } from "./textPolicy";
import { z } from "./zod";

export * from "./staffRules";

// A staff name is shown beside every action on every timeline: nothing invisible may hide in it.
const displayName = identifyingText(80);
const password = z.string({ error: "invalid" }).min(MIN_PASSWORD_LENGTH, { error: "too_short" }).max(256, { error: "too_long" });
/** The acting admin's own current code, when changing someone else's sign-in (worker/auth/confirmOwnCode.ts). */
const confirmOtp = z.string({ error: "invalid" }).trim().max(32, { error: "too_long" }).optional();

/** Where a staff member gets the e-mail "a reply arrived" for their own inquiries (empty = the team's list). */
const noticeEmail = z.union([z.literal(""), identifyingText(254).pipe(z.email({ error: "invalid_email" }))], { error: "invalid_email" });

export const staffCreateSchema = z.strictObject({
  username: z.string({ error: "invalid" }).trim().toLowerCase().regex(STAFF_USERNAME_PATTERN, { error: "invalid_username" }),
  displayName,
  role: z.enum(STAFF_ROLES, { error: "invalid" }),
  password,
  email: noticeEmail.optional(),
});
export const staffPatchSchema = z
  .strictObject({
    displayName: displayName.optional(),
    role: z.enum(STAFF_ROLES, { error: "invalid" }).optional(),
    active: z.boolean({ error: "invalid" }).optional(),
    password: password.optional(),
    email: noticeEmail.optional(),
    confirmOtp,
  })
  .refine((value) => Object.keys(value).some((key) => key !== "confirmOtp"), { error: "empty" });
export const confirmationSchema = z.strictObject({ confirmOtp });

export type StaffCreateInput = z.input<typeof staffCreateSchema>;
export type StaffPatchInput = z.input<typeof staffPatchSchema>;

export type StaffDto = {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
  active: boolean;
  twoFactorEnabled: boolean;
  /** Where "a reply arrived" e-mails about their own inquiries go; null = the team's list. */
  email: string | null;
  createdAt: string;
};
