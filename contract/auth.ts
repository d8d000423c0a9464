import type { StaffRole } from "./staff";
import { z } from "./zod";

export const loginInputSchema = z.strictObject({
  username: z.string({ error: "invalid" }).trim().min(1, { error: "required" }).max(64, { error: "too_long" }),
  password: z.string({ error: "invalid" }).min(1, { error: "required" }).max(256, { error: "too_long" }),
  /** The 6-digit code of the authenticator app, or a recovery code; asked for after `otp_required`. */
  otp: z.string({ error: "invalid" }).trim().max(32, { error: "too_long" }).optional(),
});

export const totpConfirmSchema = z.strictObject({
  code: z
    .string({ error: "invalid" })
    .trim()
    .regex(/^\d{6}$/, { error: "invalid" }),
});

export type LoginInput = z.input<typeof loginInputSchema>;
export type LoginResultDto = {
  token: string;
  expiresAt: string;
  /** The account must set up its second factor before anything else (REQUIRE_TOTP). */
  enrollmentRequired: boolean;
  role: StaffRole;
};
export type MeDto = {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  enrollmentRequired: boolean;
};
export type TotpSetupDto = { otpauthUri: string; secret: string };
export type TotpConfirmDto = { recoveryCodes: string[] };
