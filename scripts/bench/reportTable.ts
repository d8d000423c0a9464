/** A Markdown table, a budget's mark and a size in KB: what every section of docs/benchmarks.md is written with. */
export const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");

export const mark = (ok: boolean) => (ok ? "✅" : "❌");

/** Bytes as KB with one decimal ("28.9"). */
export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
