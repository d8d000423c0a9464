/** Hono's environment for this Worker: the bindings of wrangler.toml plus per-request variables. */
export type AppEnv = {
  Bindings: Env;
  Variables: { session: { adminId: number; tokenHash: string } };
};
