import { z } from "zod";

// Zod 4 probes `new Function` to speed up object parsing. Neither our CSP (no 'unsafe-eval') nor
// workerd allow eval, and the probe alone is reported as a CSP violation, so turn it off.
z.config({ jitless: true });

export { z };
