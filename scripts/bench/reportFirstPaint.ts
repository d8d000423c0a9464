/** The report's first-paint parts (docs/benchmarks.md): the first working tap, the JS weight per page, how loaded the machine was. */
import { CPU_SLOWDOWN, FIRST_TAP_BUDGET_MS, NETWORK_PROFILE, tapsOnTime, type TapResult } from "./firstTap.ts";
import { LOADED_RATIO, loadedSamples } from "./machineLoad.ts";
import type { BenchResults } from "./results.ts";
import { mark, table } from "./reportTable.ts";

const tapText = (tap: TapResult | undefined) =>
  tap === undefined ? "–" : tap.workedAtMs === null ? "never" : `+${tap.workedAtMs} ms (effect ${tap.effectMs} ms later)`;

/** The budget rows: the first working tap on every page, and first-load JS against the floor. */
export function firstPaintBudgetRows(r: BenchResults, jsRatio: number): string[][] {
  const late = r.firstTaps.filter((row) => !tapsOnTime(row));
  const ratios = r.weights.routes.map((w) => w.ratioToFloor);
  return [
    [
      `First working tap (${CPU_SLOWDOWN}× CPU, slow 4G): menu, language link, form field`,
      `at FCP + ${FIRST_TAP_BUDGET_MS} ms`,
      late.length === 0 ? `every tap on all ${r.firstTaps.length} pages` : `late on ${late.map((row) => `\`${row.path}\``).join(", ")}`,
      mark(late.length === 0),
    ],
    [
      "First-load JS of every public page, × the floor",
      `≤ ${jsRatio}`,
      `${Math.min(...ratios)} – ${Math.max(...ratios)}`,
      mark(ratios.every((ratio) => ratio <= jsRatio)),
    ],
  ];
}

export function firstPaintSection(r: BenchResults): string {
  const loaded = loadedSamples(r.machineLoad);
  return `## First paint: the first working tap

Each page in each language, on a phone (390 × 844) with the CPU slowed ${CPU_SLOWDOWN}× and the network at
${NETWORK_PROFILE.latencyMs} ms round trip, ${NETWORK_PROFILE.downKbps / 1024} Mbit/s down (DevTools throttling, Lighthouse's
"slow 4G" numbers), a returning visitor. At first contentful paint + ${FIRST_TAP_BUDGET_MS} ms the bench taps the menu,
the other language's link and, on the contact page, the form's first field (and types a letter). A tap works when
its effect shows within 1.5 s (the menu open, the other page loading, the letter in the field); a tap that does
nothing is tried again on a fresh load, later. "Hydrated" is when the page's code had taken over, after FCP.
The same measurement before the first-paint work: [benchmarks-before-first-paint.md](benchmarks-before-first-paint.md)
(then the menu first worked at +1.1 s, and the form's field not at all in the first seconds).

${table(
  ["Page", "FCP ms", "Hydrated ms after FCP", "Menu", "Language link", "Form field"],
  r.firstTaps.map((row) => [
    `\`${row.path}\``,
    row.fcpMs,
    row.hydratedAfterFcpMs ?? "–",
    tapText(row.taps.menu),
    tapText(row.taps.language),
    tapText(row.taps.field),
  ]),
)}

## How loaded the machine was

A fixed CPU task (SHA-256 over 32 MB, best of 3) timed in the bench's own process, and the 1-minute load
average, at each stage. ${
    loaded.length === 0
      ? "No sample was more than " + LOADED_RATIO + "× the quiet baseline: the figures were taken on a quiet machine."
      : `**Taken under load:** ${loaded.map((s) => `"${s.label}"`).join(", ")} (task over ${LOADED_RATIO}× the baseline, or load above the core count); read the figures measured around ${loaded.length === 1 ? "it" : "them"} with that in mind.`
  }

${table(
  ["When", "Task ms", "× baseline", "Load average (1 min)"],
  r.machineLoad.map((s) => [s.label, s.taskMs, Math.round((s.taskMs / r.machineLoad[0]!.taskMs) * 100) / 100, s.loadAvg1]),
)}
`;
}
