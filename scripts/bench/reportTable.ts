/** A Markdown table, and a budget's mark: what every section of docs/benchmarks.md is written with. */
export const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");

export const mark = (ok: boolean) => (ok ? "✅" : "❌");
