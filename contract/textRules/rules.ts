/**
 * The rules for text patients read (docs/content.md), in one place for every reader: `npm run content:check`
 * (the catalogs, the seeded studies, the rendered pages), the study editor (live, per field) and the
 * Worker (it refuses to approve a study version that breaks them unless the admin records why).
 */
export const TEXT_RULES = {
  /**
   * Only paragraphs are scored (docs/content.md): texts that end a sentence and have this many words. Titles,
   * labels and list items are too short for a readability formula.
   */
  minWords: 12,
  budgets: {
    en: { maxGrade: 9, maxAverageGrade: 8 },
    es: { minInflesz: 55, minFernandezHuerta: 60, minAverageInflesz: 60, minAverageFernandezHuerta: 65 },
  },
  /**
   * Spanish sentences of this many words or more are hard to follow (docs/content.md); each one is listed, and
   * the check fails when there are more than `maxLongSentences` (today's count: lower it as they go).
   */
  longSentenceWords: 20,
  maxLongSentences: { en: 22, es: 31 },
  /** Never in patient text (FDA's "Recruiting Study Subjects" as IRBs apply it; docs/content.md's rules). */
  banned: {
    en: [
      {
        pattern: /\bfree (treatment|medical care|care|medicine|visits?|tests?|exams?|check-?ups?|screenings?)\b/i,
        why: 'no "free" care: say what is provided at no cost, and that other care is billed as usual',
      },
      {
        pattern: /\bget paid\b|\bearn (up to )?\$|\$\s?\d/i,
        why: "no payment as a headline: explain payment in plain type where costs are explained",
      },
      {
        pattern: /\btoday\b|\bcall now\b|\bhurry\b|\bfilling (up )?fast\b|\bdon'?t miss\b|\blimited (spots|space|places)\b|\bact now\b/i,
        why: "no pressure or urgency",
      },
      { pattern: /\byou('ll| will) qualify\b|\bfor sure\b|\bguarantee/i, why: "no guarantees" },
      { pattern: /\brefer a friend\b|\bgift cards?\b|\breferral (bonus|reward|fee)\b/i, why: "no rewards for referrals" },
      { pattern: /\bnew (treatment|medicine|drug)s?\b/i, why: "a study medicine is investigational, not new" },
      {
        pattern: /\b(safe and effective|effective and safe|proven|breakthrough|cutting-edge|miracle)\b/i,
        why: "no claims that a study medicine works or is safe",
      },
      {
        pattern: /(?<!\b(whether|if)\b[^.]{0,80})\bworks? better\b|\bbetter than what your doctor\b/i,
        why: 'no promise that a study treatment works (ask "whether" it works)',
      },
    ],
    es: [
      {
        pattern:
          /\b(consultas?|citas?|visitas?|análisis|exámenes|pruebas|atención médica|tratamientos?|medicamentos?|medicinas?)\s+(gratis|gratuit[oa]s?)\b|\bgratuit[oa]s? (consulta|atención|tratamiento|cita)/i,
        why: 'sin atención "gratis": diga qué no tiene costo y que la otra atención se cobra como siempre',
      },
      {
        pattern: /\b(reciba|gane|cobre) (hasta )?\$|\$\s?\d|\ble pagamos\b/i,
        why: "sin el pago como titular: explíquelo donde se explican los costos",
      },
      {
        pattern:
          /\bhoy\b|\bllame (ya|ahora)\b|\bapúrese\b|se (llenan|acaban) (rápido|pronto)|no se (lo|la) pierda|cupos? limitados?|actúe ya/i,
        why: "sin palabras de presión",
      },
      { pattern: /(?<!si )usted califica\b|\bcalificará(?!\p{L})|\bseguro califica\b|\bgarantiza/iu, why: "sin garantías" },
      {
        pattern: /recomiende a (un|una) amig[oa]|tarjetas? de regalo|bono por recomendación/i,
        why: "sin premios por recomendar a otras personas",
      },
      {
        pattern: /\bnuevos? (tratamiento|medicamento)s?\b|\b(tratamiento|medicamento)s? nuevos?\b/i,
        why: "un medicamento del estudio está en investigación, no es nuevo",
      },
      {
        pattern:
          /\bsegur[oa]s? y (eficaz|efectiv[oa])s?\b|\b(eficaz|efectiv[oa])s? y segur[oa]s?\b|\bcomprobad[oa]\b|\brevolucionari[oa]\b|\bmilagros[oa]\b/i,
        why: "sin afirmar que un medicamento del estudio funciona o es seguro",
      },
      {
        pattern: /(?<!\bsi\b[^.]{0,80})\bfunciona(rá)? mejor\b/i,
        why: 'sin prometer que un tratamiento del estudio funciona (pregunte "si" funciona)',
      },
      // docs/content.md's glossary: the terms patients read, always the same.
      {
        pattern: /\bvisita de evaluación\b|\bsalirse\b|\bcompensaci[oó]n\b|\bID del estudio\b|\bvisitas al sitio\b/i,
        why: "el glosario de docs/content.md (cita de evaluación, retirarse, pago por su tiempo, número del estudio, clínica)",
      },
      // Masculine-only wording where a neutral one exists (docs/content.md).
      {
        pattern:
          /\blo (invitará|invitamos|envió aquí|trataremos|tratamos|trataron|inscribe|inscribimos)(?!\p{L})|\bno lo hace\b|¿listo para\b|\bbienvenido\b(?!\(a\)|\/a)/iu,
        why: "sin formas solo en masculino cuando hay una neutra",
      },
    ],
  },
} as const;
