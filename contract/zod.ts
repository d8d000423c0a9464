import { z } from "zod";

// Zod 4 probes `new Function` to speed up object parsing. Neither our CSP (no 'unsafe-eval') nor
// workerd allow eval, and the probe alone is reported as a CSP violation, so turn it off.
z.config({ jitless: true });

export { z };

/** How many rows a staff list answers at a time (`?limit=`, 1-100, 50 when not given). */
export const pageLimitSchema = z.coerce
  .number({ error: "invalid" })
  .int({ error: "invalid" })
  .min(1, { error: "invalid" })
  .max(100, { error: "invalid" })
  .default(50);
