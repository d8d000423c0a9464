/**
 * How busy the machine was while the bench measured: a fixed CPU task (SHA-256 over 32 MB, best of 3) timed
 * in this process, and the 1-minute load average, sampled at moments the report names. On a quiet machine
 * the task takes the same time at every sample; a sample well above the run's first says the figures around
 * it were taken under load (docs/benchmarks.md then says so).
 */
import { createHash } from "node:crypto";
import { cpus, loadavg } from "node:os";

export type LoadSample = { label: string; loadAvg1: number; taskMs: number };

const DATA = Buffer.alloc(32 * 1024 * 1024, 7);
/** A sample this many times slower than the quiet baseline marks figures taken under load. */
export const LOADED_RATIO = 1.3;

export function sampleLoad(label: string): LoadSample {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    createHash("sha256").update(DATA).digest();
    best = Math.min(best, performance.now() - started);
  }
  return { label, loadAvg1: Math.round(loadavg()[0]! * 100) / 100, taskMs: Math.round(best * 10) / 10 };
}

/** The samples taken after the first (the quiet baseline) that show load: a slower task or more load than cores. */
export function loadedSamples(samples: LoadSample[]): LoadSample[] {
  const [baseline, ...rest] = samples;
  if (!baseline) return [];
  return rest.filter((s) => s.taskMs > baseline.taskMs * LOADED_RATIO || s.loadAvg1 > cpus().length);
}
