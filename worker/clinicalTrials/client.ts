import type { RegistrySection } from "../../contract/registry";
import { clinic } from "../../contract/clinic";
import { registryRecordSchema, registrySectionOf } from "./record";

/** ClinicalTrials.gov API v2, or a local stand-in (`npm start`, the tests): REGISTRY_API_BASE. */
export const DEFAULT_REGISTRY_API = "https://clinicaltrials.gov/api/v2";
const ATTEMPTS = 3;
const TIMEOUT_MS = 10_000;

export type RegistryAnswer =
  | { ok: true; section: RegistrySection }
  /** not_found: the registry has no such record; unavailable: it did not answer well, even after retries. */
  | { ok: false; reason: "not_found" | "unavailable" | "malformed" };

type RegistryEnv = { REGISTRY_API_BASE?: string; REGISTRY_FACILITY?: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads one study's record (GET /studies/{nctId}), retrying a failed or slow answer twice (the registry's
 * own limit is about 50 requests a minute; a handful of studies a night is far below it).
 */
export async function fetchRegistrySection(env: RegistryEnv, nct: string, now = new Date(), retryDelayMs = 2_000): Promise<RegistryAnswer> {
  const base = (env.REGISTRY_API_BASE || DEFAULT_REGISTRY_API).replace(/\/+$/, "");
  const url = `${base}/studies/${encodeURIComponent(nct)}?format=json`;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    let res: Response | null = null;
    try {
      res = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      res = null;
    }
    if (res?.status === 404) {
      await res.body?.cancel();
      return { ok: false, reason: "not_found" };
    }
    if (res?.ok) {
      const parsed = registryRecordSchema.safeParse(await res.json().catch(() => null));
      // A record for another study than the one asked for is not this study's record, whatever it says.
      if (!parsed.success || parsed.data.protocolSection.identificationModule.nctId.toUpperCase() !== nct.toUpperCase())
        return { ok: false, reason: "malformed" };
      const match = { zip: clinic.postalCode, facility: env.REGISTRY_FACILITY ?? "" };
      return { ok: true, section: registrySectionOf(parsed.data, match, now.toISOString()) };
    }
    await res?.body?.cancel();
    if (attempt < ATTEMPTS) await pause(retryDelayMs * attempt);
  }
  return { ok: false, reason: "unavailable" };
}
