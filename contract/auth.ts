import { z } from "./zod";

export const loginInputSchema = z.strictObject({
  username: z.string({ error: "invalid" }).trim().min(1, { error: "required" }).max(64, { error: "too_long" }),
  password: z.string({ error: "invalid" }).min(1, { error: "required" }).max(256, { error: "too_long" }),
});

export type LoginInput = z.input<typeof loginInputSchema>;
export type LoginResultDto = { token: string; expiresAt: string };
