import type { StaffRole } from "../contract/staff";

export type StaffSession = { adminId: number; role: StaffRole; scope: "full" | "enroll"; tokenHash: string };

/** Hono's environment for this Worker: the bindings of wrangler.toml plus per-request variables. */
export type AppEnv = {
  Bindings: Env;
  Variables: { session: StaffSession; requestId: string; /** Set by the routes that take an inquiry `:id`. */ inquiryId: number };
};
