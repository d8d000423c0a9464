/**
 * What `npm run content:check` scores (CONTENT.md): patient-facing messages of the catalogs. A message is
 * exempt when every place that uses it is exempt: the staff screens, the sponsor pages (professional
 * register), the legal pages and the names of people.
 */
export const contentConfig = {
  exemptSources: [
    /^src\/pages\/admin/,
    /^src\/pages\/admin-login\//,
    /^src\/pages\/sponsors\//,
    /^src\/content\/sponsors\.ts$/,
    /^src\/pages\/legal\//,
    /^src\/content\/legal\//,
    /^src\/content\/team\.ts$/,
  ],
  /** Message ids (the English source text) exempt one by one, each with its reason. */
  exemptMessages: [] as { message: string; why: string }[],
  /**
   * Only paragraphs are scored (CONTENT.md): texts that end a sentence and have this many words. Titles,
   * labels and list items are too short for a readability formula.
   */
  minWords: 12,
  budgets: {
    en: { maxGrade: 9, maxAverageGrade: 8 },
    es: { minInflesz: 55, minFernandezHuerta: 60, minAverageInflesz: 60, minAverageFernandezHuerta: 65 },
  },
  /** Never in patient text (FDA's "Recruiting Study Subjects" as IRBs apply it; CONTENT.md's rules). */
  banned: {
    en: [
      { pattern: /\bfree (treatment|medical care|care|medicine)\b/i, why: "say what is provided at no cost, and that other care is billed as usual" },
      { pattern: /\btoday\b/i, why: "no pressure words" },
      { pattern: /\bdon'?t miss\b|\blimited (spots|space|places)\b|\bact now\b/i, why: "no pressure words" },
      { pattern: /\byou will qualify\b|\bguarantee/i, why: "no guarantees" },
      { pattern: /\bnew (treatment|medicine|drug)s?\b(?![\s\S]*investigational)/i, why: "a study medicine is investigational, not new" },
      { pattern: /\b(safe and effective|proven|breakthrough|cutting-edge)\b/i, why: "no claims that a study medicine works or is safe" },
    ],
    es: [
      { pattern: /\b(tratamiento|atención médica|medicamento)s? gratis\b|\bgratuit[oa]s? (tratamiento|atención)/i, why: "diga qué no tiene costo y que la otra atención se cobra como siempre" },
      { pattern: /\bhoy\b/i, why: "sin palabras de presión" },
      { pattern: /no se (lo|la) pierda|cupos? limitados?|actúe ya/i, why: "sin palabras de presión" },
      { pattern: /(?<!si )usted califica\b|\bcalificará\b|\bgarantiza/i, why: "sin garantías" },
      { pattern: /\bnuevos? (tratamiento|medicamento)s?\b(?![\s\S]*en investigación)/i, why: "un medicamento del estudio está en investigación, no es nuevo" },
      { pattern: /\b(segur[oa] y eficaz|comprobad[oa]|revolucionari[oa])\b/i, why: "sin afirmar que un medicamento del estudio funciona o es seguro" },
    ],
  },
};
