import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** One block of a rendered page as a visitor reads it: a paragraph, a heading, or a whole list. */
export type PageBlock = { page: string; language: "en" | "es"; kind: "paragraph" | "heading" | "list" | "other"; text: string };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };
const decode = (text: string) =>
  text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return ENTITIES[name] ?? String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, " "));

/**
 * The text of a prerendered page's <main>, block by block: each paragraph, heading, summary, table cell
 * or description on its own, and each list as one block (its items read as sentences). Scripts, styles,
 * SVG and the visually hidden helper text (`sr-only`) are not what a sighted visitor reads; screen-reader
 * text is short labels.
 */
export function pageBlocks(html: string, page: string, language: "en" | "es"): PageBlock[] {
  const main = /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0] ?? "";
  const body = main
    .replace(/<(script|style|svg|template|noscript)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<([a-z]+)\b[^>]*class="[^"]*\bsr-only\b[^"]*"[^>]*>[\s\S]*?<\/\1>/gi, " ");
  const blocks: PageBlock[] = [];
  // Lists first, as whole blocks; then take them out so their items are not read again.
  const withoutLists = body.replace(/<(ul|ol)\b[^>]*>([\s\S]*?)<\/\1>/gi, (_, _tag: string, items: string) => {
    const entries = [...items.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => textOf(m[1]!)).filter(Boolean);
    if (entries.length > 0)
      blocks.push({ page, language, kind: "list", text: entries.map((entry) => (/[.!?:]$/.test(entry) ? entry : `${entry}.`)).join(" ") });
    return " ";
  });
  for (const match of withoutLists.matchAll(
    /<(p|h[1-6]|summary|dt|dd|td|th|figcaption|blockquote|label|legend|button|a)\b[^>]*>([\s\S]*?)<\/\1>/gi,
  )) {
    const tag = match[1]!.toLowerCase();
    const text = textOf(match[2]!);
    if (!text) continue;
    blocks.push({
      page,
      language,
      kind: tag === "p" || tag === "dd" || tag === "blockquote" ? "paragraph" : /^h\d|summary$/.test(tag) ? "heading" : "other",
      text,
    });
  }
  return blocks;
}

/** Every prerendered page under `root` (dist/client), both languages, with its blocks. */
export function readPages(root = "dist/client"): PageBlock[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".html") && name !== "app-shell.html") files.push(path);
    }
  };
  walk(root);
  return files.flatMap((file) => {
    const page = `/${relative(root, file)
      .replace(/\.html$/, "")
      .replace(/(^|\/)index$/, "")}`;
    const language = page === "/es" || page.startsWith("/es/") ? "es" : "en";
    return pageBlocks(readFileSync(file, "utf8"), page, language);
  });
}
