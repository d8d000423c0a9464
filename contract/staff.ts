import { MIN_PASSWORD_LENGTH, STAFF_ROLES, STAFF_USERNAME_PATTERN, type StaffRole } from "./staffRules";
import { z } from "./zod";

export * from "./staffRules";

const displayName = z
  .string({ error: "invalid" })
  .normalize("NFC")
  .trim()
  .min(1, { error: "required" })
  .max(80, { error: "too_long" })
  .refine((value) => !/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/.test(value), { error: "invalid_characters" });
const password = z
  .string({ error: "invalid" })
  .min(MIN_PASSWORD_LENGTH, { error: "too_short" })
  .max(256, { error: "too_long" });

export const staffCreateSchema = z.strictObject({
  username: z.string({ error: "invalid" }).trim().toLowerCase().regex(STAFF_USERNAME_PATTERN, { error: "invalid_username" }),
  displayName,
  role: z.enum(STAFF_ROLES, { error: "invalid" }),
  password,
});
export const staffPatchSchema = z
  .strictObject({
    displayName: displayName.optional(),
    role: z.enum(STAFF_ROLES, { error: "invalid" }).optional(),
    active: z.boolean({ error: "invalid" }).optional(),
    password: password.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { error: "empty" });

export type StaffCreateInput = z.input<typeof staffCreateSchema>;
export type StaffPatchInput = z.input<typeof staffPatchSchema>;

export type StaffDto = {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
  active: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
};
