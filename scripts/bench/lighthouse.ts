import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROME_FLAGS, CHROME_PATH } from "../lib/chromium.ts";
import { median } from "./stats.ts";

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};
export type LighthouseResult = LighthouseScores & { runs: number; discardedForWarnings: number; failedAudits: string[] };

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** One Lighthouse run (mobile preset, Lighthouse's default) in a fresh Chromium profile. */
async function runOnce(url: string) {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      maxWaitForLoad: 10_000,
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Median of `runs` clean runs; a run with Lighthouse warnings (or a failed audit) is discarded and repeated. */
export async function measureLighthouse(url: string, runs = 3): Promise<LighthouseResult> {
  const clean: LighthouseScores[] = [];
  const failedAudits = new Set<string>();
  let discarded = 0;
  while (clean.length < runs) {
    if (discarded > runs * 2) throw new Error(`Lighthouse kept warning on ${url}`);
    const lhr = await runOnce(url);
    const incomplete = lhr.runtimeError || CATEGORIES.some((id) => lhr.categories[id]?.score == null);
    if (lhr.runWarnings.length > 0 || incomplete) {
      discarded += 1;
      continue;
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    for (const category of ["accessibility", "best-practices", "seo"]) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failedAudits.add(`${category}:${ref.id}`);
      }
    }
    clean.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
    });
  }
  const pick = (key: keyof LighthouseScores) => median(clean.map((run) => run[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    runs,
    discardedForWarnings: discarded,
    failedAudits: [...failedAudits],
  };
}
