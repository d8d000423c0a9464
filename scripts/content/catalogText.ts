import { readFileSync } from "node:fs";
import { contentConfig } from "./content.config.ts";

export type CatalogMessage = { id: string; en: string; es: string; sources: string[] };

// The pages, and what the site itself writes to people (worker/texts): both are patient-facing. The staff catalog is
// read too: most of it is exempt (the staff screens), but a partner's poster and card are printed for the public.
const CATALOGS = ["messages", "pages", "contact", "legal", "registry", "staff"].map(
  (name) => (language: string) => `src/locales/${language}/${name}.po`,
);
const OUTBOUND = (language: string) => `worker/texts/locales/${language}.po`;

/** The English source and the Spanish translation of every message, with the files that use it. */
export function readCatalogs(): CatalogMessage[] {
  const spanish = new Map<string, string>();
  const messages: CatalogMessage[] = [];
  const blocks = (file: string) => readFileSync(file, "utf8").split(/\n\n+/);
  const field = (block: string, name: string) =>
    new RegExp(`^${name} "((?:[^"\\\\]|\\\\.)*)"$`, "m").exec(block)?.[1]?.replace(/\\"/g, '"');
  for (const catalog of [...CATALOGS, OUTBOUND]) {
    for (const block of blocks(catalog("es"))) {
      const id = field(block, "msgid");
      if (id) spanish.set(`${field(block, "msgctxt") ?? ""}\u0004${id}`, field(block, "msgstr") ?? "");
    }
  }
  for (const catalog of [...CATALOGS, OUTBOUND]) {
    for (const block of blocks(catalog("en"))) {
      const id = field(block, "msgid");
      if (!id) continue;
      const sources = [...block.matchAll(/^#: (.+)$/gm)].flatMap((m) => m[1]!.split(" "));
      messages.push({ id, en: id, es: spanish.get(`${field(block, "msgctxt") ?? ""}\u0004${id}`) ?? "", sources });
    }
  }
  return messages;
}

/** Patient-facing: used somewhere that is not exempt, and not exempted by id. */
export function isPatientFacing(message: CatalogMessage): boolean {
  if (contentConfig.exemptMessages.some((item) => item.message === message.id)) return false;
  return message.sources.some((source) => !contentConfig.exemptSources.some((pattern) => pattern.test(source)));
}

/** Written to a person (a text, an e-mail, a first-contact or visit template): every place that uses it is one. */
export function isFirstContact(message: CatalogMessage): boolean {
  return (
    message.sources.length > 0 &&
    message.sources.every((source) => contentConfig.firstContactSources.some((pattern) => pattern.test(source)))
  );
}
