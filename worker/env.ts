import type { StaffRole } from "../contract/staff";

export type StaffSession = { adminId: number; role: StaffRole; scope: "full" | "enroll"; tokenHash: string };

/** Hono's environment for this Worker: the bindings of wrangler.toml plus per-request variables. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    session: StaffSession;
    requestId: string;
    /** Set by the routes that take an inquiry `:id` (worker/http/idParam.ts). */
    inquiryId: number;
    /** Set by the other routes that take an `:id` (a visit, a template, an account, a feed). */
    id: number;
    /** A study version's id, beside its study's `id` (worker/routes/studies). */
    versionId: number;
  };
};
