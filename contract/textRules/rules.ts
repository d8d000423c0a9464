/**
 * The rules for text patients read (docs/content.md), in one place for every reader: `npm run content:check`
 * (the catalogs, the seeded studies and message templates, the rendered pages), the study editor (live, per
 * field) and the Worker (it refuses to approve a study version that breaks them unless the admin records why).
 */

/** The names of the phrase rules, the same in both languages (tests and reports call them by name). */
export type RuleName =
  | "free-care"
  | "payment-headline"
  | "payment-amount"
  | "payment-emphasis"
  | "pressure"
  | "scarcity"
  | "guarantee"
  | "referral-reward"
  | "new-drug"
  | "efficacy-claim"
  | "works-better"
  | "testimonial"
  | "glossary"
  | "masculine-only";

export type TextRule = {
  name: RuleName;
  /** What the rule refuses. Case-insensitive; `\b` is a word boundary for accented letters too ("\búltimos"). */
  pattern: RegExp;
  /**
   * docs/content.md's exceptions: a sentence the pattern matches is fine when this says so (the rule is then
   * read sentence by sentence). Without it the whole text is read at once.
   */
  allowedIn?: (sentence: string) => boolean;
  /** Why, in the rules' words: what the check, the study editor and the approval refusal show. */
  why: string;
};

/** A Unicode word boundary: JavaScript's `\b` knows only ASCII letters, so "\búltima" never matched. */
const BOUNDARY = String.raw`(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))`;

/** A rule's pattern from its source (several alternatives joined by "|"), case-insensitive, Unicode-aware. */
function words(...alternatives: string[]): RegExp {
  return new RegExp(alternatives.join("|").replaceAll(String.raw`\b`, BOUNDARY), "iu");
}

const r = String.raw;

/**
 * Payment stated plainly is allowed (docs/content.md: "Payment for time and travel may be mentioned, in
 * ordinary type, never as the headline reason to join"): a sentence that says what the money is for.
 */
const PLAIN_PAYMENT = {
  en: r`\b(your )?(time|travel|trips?|transportation|parking|gas|mileage)\b`,
  es: r`\b(su |sus )?(tiempo|viajes?|transporte|traslados?|gasolina|estacionamiento|pasajes?)\b`,
};
const plainPayment = (language: "en" | "es") => {
  const pattern = words(PLAIN_PAYMENT[language]);
  return (sentence: string) => pattern.test(sentence) && !sentence.includes("!");
};

const WEEKDAYS = {
  en: r`(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|midnight|the end of|this week|next week|(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b)`,
  es: r`(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|mañana|fin de (mes|semana)|esta semana|\d|(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\b)`,
};

/**
 * Never in patient text (FDA's "Recruiting Study Subjects" as IRBs apply it; docs/content.md's rules). Built on
 * first use, not when the module loads: the Worker imports these rules with every visit module, and compiling
 * some hundred Unicode patterns at startup cost it up to a second and a half of CPU on a busy machine (issue #53).
 */
const bannedRules = (): Record<"en" | "es", TextRule[]> => ({
  en: [
    {
      name: "free-care",
      pattern: words(
        r`\bfree (medical |health |doctor'?s? |lab |study |blood |eye )?(treatments?|medical care|health ?care|care|medicines?|medications?|drugs?|visits?|tests?|exams?|check-?ups?|screenings?|physicals?|lab work|bloodwork|consultations?)\b`,
      ),
      why: 'no "free" care: say what is provided at no cost, and that other care is billed as usual',
    },
    {
      name: "payment-headline",
      pattern: words(
        r`\bget(s|ting)? paid\b`,
        r`\bearn(s|ing)? (up to )?\$`,
        r`\bpaid (clinical |research )?(stud(y|ies)|trials?|research|opportunit(y|ies))\b`,
      ),
      why: "no payment as a headline: explain payment in plain type where costs are explained",
    },
    {
      name: "payment-amount",
      pattern: words(r`\$\s?\d`),
      allowedIn: plainPayment("en"),
      why: 'an amount of money only in a plain sentence on payment for time and travel ("We pay you for your time and travel: $50 per visit.")',
    },
    {
      name: "payment-emphasis",
      pattern: words(
        r`\breward(s|ed)?\b`,
        r`\bget(s|ting)? (rewarded|compensated)\b`,
        r`\bearn(s|ing)? (up to|money|cash|extra|income|as much|over)\b`,
        r`\bmake (extra |some )?(money|cash)\b`,
        r`\b(extra|easy|quick|fast) (cash|money|income)\b`,
        r`\bcash (payments?|rewards?|bonus(es)?|for)\b`,
        r`\b(generous|great|excellent|competitive|attractive|top|big|good) (pay|payments?|compensation|stipends?)\b`,
        r`\b(compensation|payments?|stipends?) of up to\b`,
        r`\bbonus(es)?\b`,
        r`\b(financial |cash )?incentives?\b`,
        r`\b(pay|paid|payments?|compensat\w*|stipends?|money|cash)\b[^.!?]*!`,
        r`\$\s?\d[^.!?]*!`,
      ),
      why: 'no payment as the reason to join (rewards, bonuses, "generous" pay, money with "!"): say in plain type that people may be paid for their time and travel',
    },
    {
      name: "pressure",
      pattern: words(
        r`\btoday\b`,
        r`\bcall (now|today)\b`,
        r`\bhurr(y|ies)\b`,
        r`\bfill(s|ing)? (up )?(fast|quickly)\b`,
        r`\b(don't|dont|do not) miss\b`,
        r`\blimited (spots?|space|spaces|places|openings|seats|slots)\b`,
        r`\bact (now|fast|quickly)\b`,
      ),
      why: "no pressure or urgency",
    },
    {
      name: "scarcity",
      pattern: words(
        r`\b(spots?|spaces?|openings?|seats?|slots?|places?)( are| is)? (going|filling|running out|run out|limited|left|remaining|won't last)\b`,
        r`\b(only|just) (a few|a handful of|few|\d+|one|two|three|four|five|ten)( more)? (spots?|spaces?|openings?|seats?|slots?|places?)\b`,
        r`\blast (chance|call|few|spots?|openings?|seats?|places?)\b`,
        r`\bfirst[- ]come\b`,
        r`\bwhile (spots?|space|spaces|openings?|seats?|places?|supplies) lasts?\b`,
        r`\b(enrollment|registration|sign-?ups?|applications?) (ends|closes|is closing|will close|closing) (soon|on|this|next|by|in|at|${WEEKDAYS.en})`,
        r`\b(closing|ending|filling up) soon\b`,
        r`\bdeadline\b`,
        r`\b(limited[- ]time|for a limited time|this week only|now or never)\b`,
        r`\bbefore (it's too late|(they're|spots are|places are|it's) (gone|full)|(spots|places|openings) run out)\b`,
        r`\b(sign(ing)? up|sign-up|register|enroll|apply|join|reserve your (spot|place|seat))\b[^.!?]{0,40}\b(before|by|until|no later than) ${WEEKDAYS.en}`,
        r`\b(don't|do not) wait( any longer| too long)?\s*[!.,]`,
        r`\b(don't|do not) wait to (sign up|join|apply|enroll|register)\b`,
        r`\b(going|go) fast\b`,
      ),
      why: "no scarcity or deadlines (few spots left, going fast, sign up before Friday): a study is open or it is not",
    },
    {
      name: "guarantee",
      pattern: words(
        r`\byou('ll| will)( definitely| surely| certainly| probably| likely)? qualify\b`,
        r`(?<!\b(whether|if|when|once)\s)\byou qualify\b`,
        r`(?<!\b(whether|if|when|once)\s)\byou('re| are) (eligible|qualified|a (good |perfect |great )?(fit|match|candidate))\b`,
        r`\bfor sure\b`,
        r`\bguarantee`,
      ),
      why: "no guarantees",
    },
    {
      name: "referral-reward",
      pattern: words(
        r`\brefer (a friend|friends|your friends?|your family|a family member|family members|someone|others|people)\b`,
        r`\bgift ?cards?\b`,
        r`\breferral (bonus(es)?|rewards?|fees?|programs?|incentives?)\b`,
      ),
      why: "no rewards for referrals",
    },
    {
      name: "new-drug",
      pattern: words(
        r`\b(new|newer|newest|latest)( and improved)?( investigational| experimental| study)? (treatments?|medicines?|medications?|drugs?|therap(y|ies)|pills?|cures?)\b`,
        r`\bnew and improved\b`,
      ),
      why: "a study medicine is investigational, not new",
    },
    {
      name: "efficacy-claim",
      pattern: words(
        r`\b(safe|safer) (and|&) (effective|proven)\b`,
        r`\beffective (and|&) safe\b`,
        r`\bsafe, effective\b`,
        r`\b(proven|breakthrough|cutting-edge|miracle|miraculous)\b`,
      ),
      why: "no claims that a study medicine works or is safe",
    },
    {
      name: "works-better",
      pattern: words(r`(?<!\b(whether|if)\b[^.]{0,80})\bwork(s|ing|ed)? better\b`, r`\bbetter than what your doctor\b`),
      why: 'no promise that a study treatment works (ask "whether" it works)',
    },
    {
      name: "testimonial",
      pattern: words(
        r`\bsince (I|we) (joined|started|enrolled|began|signed up|entered|got into|have been in|'ve been in)\b`,
        r`\bsince (joining|starting|enrolling|beginning|taking) (the|this|my|a) (study|trial|program|medicine|medication|drug|treatment|pills?)\b`,
        r`\bnever (felt|been|looked|done) (better|healthier|so good|this good)\b`,
        r`\b(I|we)( really| finally| now)? (feel|felt|am feeling|'m feeling|have felt|'ve felt|am doing|'m doing|look) ((so|much|a lot|way|even|really|like a) ){0,2}(better|great|healthier|amazing|new person|younger)\b`,
        r`\b(my|our) (\w+ ){0,2}(sugar|glucose|a1c|pressure|numbers|levels?|heart|health|breathing|weight|energy|cholesterol|symptoms|pain)\b[^.!?]{0,40}\b(better|improved|improving|down|normal|under control|gone|went away|dropped|back to normal)\b`,
        r`\b(changed|saved) my life\b`,
        r`\bgave me (my life|my health|hope)( back)?\b`,
        r`\b(it|this|the (study |investigational )?(drug|medicine|medication|treatment|pills?|program|study|trial)) (really |finally )?(worked|works|helped|is helping|has helped|cured|fixed) (for )?(me|us|my)\b`,
        r`\bthanks to (the|this) (study|trial|medicine|medication|drug|treatment|program)\b`,
        r`\b(participants|patients|people|members|volunteers)\b[^.!?]{0,40}\b(felt|feel|got|get|are feeling|have felt|saw|see|have seen|reported|noticed)( much| a lot| real)? (better|improvements?|results|great results)\b`,
        r`\b(see|saw|seen|real|amazing|great|fast|quick|visible) results\b`,
        r`\bresults you can (see|feel)\b`,
      ),
      why: 'no testimonials or implied results ("I feel better since I joined"): nobody knows yet whether the study medicine helps',
    },
  ],
  es: [
    {
      name: "free-care",
      pattern: words(
        r`\b(consultas?|citas?|visitas?|análisis|exámenes|examen|pruebas?|chequeos?|atención( médica)?|tratamientos?|medicamentos?|medicinas?|cuidados? médicos?|servicios médicos)( médic[oa]s?| del estudio| de laboratorio)? (gratis|gratuit[oa]s?)\b`,
        r`\bgratuit[oa]s? (consultas?|atención|tratamientos?|citas?|exámenes|medicamentos?|pruebas?)\b`,
      ),
      why: 'sin atención "gratis": diga qué no tiene costo y que la otra atención se cobra como siempre',
    },
    {
      name: "payment-headline",
      pattern: words(
        r`\b(reciba|gane|cobre|ganar|gana|recibirá|ganará)( hasta)? \$`,
        r`\bestudios? (clínicos? )?(pagados?|remunerados?)\b`,
        r`\binvestigación (pagada|remunerada)\b`,
      ),
      why: "sin el pago como titular: explíquelo donde se explican los costos",
    },
    {
      name: "payment-amount",
      pattern: words(r`\$\s?\d`, r`\ble (pagamos|pagaremos)\b`),
      allowedIn: plainPayment("es"),
      why: 'una cantidad de dinero solo en una oración sencilla sobre el pago por su tiempo y gastos de transporte ("Le pagamos su tiempo y su viaje: $50 por visita.")',
    },
    {
      name: "payment-emphasis",
      pattern: words(
        r`\brecompensa(s|d[oa]s?)?\b`,
        r`\bgan(e|ar|a|ará|aría) (dinero|efectivo|hasta|un bono|extra)\b`,
        r`\bdinero (extra|fácil|rápido|en efectivo)\b`,
        r`\b(efectivo|dinero) por (participar|cada|inscribirse|unirse)\b`,
        r`\b(generos[oa]|buen[oa]?|excelente|atractiv[oa]|gran) (compensación|paga|pago|remuneración|recompensa)\b`,
        r`\b(compensación|pago|remuneración|paga) (generos[oa]|atractiv[oa]|excelente|de hasta)\b`,
        r`\bbonos?\b`,
        r`\bincentivos?\b`,
        r`\b(pag(o|os|a|amos|aremos|ará|ado)|compensación|dinero|efectivo)\b[^.!?]*!`,
        r`\$\s?\d[^.!?]*!`,
      ),
      why: 'sin el pago como razón para participar (recompensas, bonos, pago "generoso", dinero con "¡!"): diga sin resaltar que podría recibir un pago por su tiempo y gastos de transporte',
    },
    {
      name: "pressure",
      pattern: words(
        r`\bhoy\b`,
        r`\bllame (ya|ahora|hoy)\b`,
        r`\bapúr(ese|ele)\b`,
        r`\bd[eé]se prisa\b`,
        r`\bse (llenan|acaban|agotan) (rápido|pronto)`,
        r`\bno se (lo|la|los|las) pierda\b`,
        r`\bno te lo pierdas\b`,
        r`\b(cupos?|lugares|espacios|plazas) limitad[oa]s?\b`,
        r`\bactúe (ya|ahora|rápido)\b`,
      ),
      why: "sin palabras de presión",
    },
    {
      name: "scarcity",
      pattern: words(
        r`\b(s[oó]lo )?quedan (s[oó]lo |muy |unos |unas )?(pocos|pocas|\d+|los últimos|las últimas)\b`,
        r`\bs[oó]lo quedan\b`,
        r`\b(lugares|cupos?|espacios|plazas)\b[^.!?]{0,20}\bse (están )?(agotan|agotando|acaban|acabando|llenan|llenando|terminan|terminando)\b`,
        r`\bse (están )?agota(n|ndo)\b`,
        r`\b(lugares|cupos?|espacios|plazas)( disponibles)? (son|están) limitad[oa]s\b`,
        r`\búltim[ao]s? (oportunidad(es)?|lugares|cupos|espacios|plazas|días para)\b`,
        r`\bfecha límite\b`,
        r`\bpor tiempo limitado\b`,
        r`\bahora o nunca\b`,
        r`\bantes de que (sea (demasiado )?tarde|se (acaben|agoten|llenen|terminen))\b`,
        r`\b(inscripción|registro)( se)? (termina|cierra|acaba|vence)( pronto| el| este| esta| en| mañana)\b`,
        r`\b(cierra|termina|acaba) pronto\b`,
        r`\b(inscr[ií]b(a|ase|irse)|reg[ií]str(e|ese|arse)|ap[uú]nt(e|ese|arse)|[uú]nase|unirse|solicite|aplique|reserve su (lugar|cupo|espacio))\b[^.!?]{0,40}\b(antes del?|a más tardar el|hasta el) ${WEEKDAYS.es}`,
        r`\bno espere( más)?\s*[!.,]`,
        r`\bno espere( más)? para (inscribirse|participar|registrarse|apuntarse|unirse)\b`,
      ),
      why: "sin escasez ni fechas límite (quedan pocos lugares, inscríbase antes del viernes): un estudio está abierto o no lo está",
    },
    {
      name: "guarantee",
      pattern: words(r`(?<!\bsi )\busted (ya )?califica\b`, r`\bcalificará(n)?\b`, r`\bseguro (que )?califica\b`, r`\bgarant`),
      why: "sin garantías",
    },
    {
      name: "referral-reward",
      pattern: words(
        r`\b(recomiende|refiera|invite)( el estudio| este estudio)? a (un|una|sus|unos|unas|su) (amig[oa]s?|familiar(es)?|conocid[oa]s?|vecin[oa]s?|parientes?)\b`,
        r`\btarjetas? de regalo\b`,
        r`\bbonos? por (recomendación|recomendar|referir)\b`,
        r`\b(premios?|recompensas?) por (recomendar|referir|traer)\b`,
      ),
      why: "sin premios por recomendar a otras personas",
    },
    {
      name: "new-drug",
      pattern: words(
        r`\bnuev[oa]s? (tratamientos?|medicamentos?|medicinas?|terapias?|pastillas?|fármacos?|curas?)\b`,
        r`\b(tratamientos?|medicamentos?|medicinas?|terapias?|pastillas?|fármacos?) (nuev[oa]s?|novedos[oa]s?|de última generación)\b`,
        r`\bnuevo y mejorado\b`,
      ),
      why: "un medicamento del estudio está en investigación, no es nuevo",
    },
    {
      name: "efficacy-claim",
      pattern: words(
        r`\bsegur[oa]s? y (eficaz|eficaces|efectiv[oa]s?)\b`,
        r`\b(eficaz|eficaces|efectiv[oa]s?) y segur[oa]s?\b`,
        r`\b(comprobad[oa]s?|revolucionari[oa]s?|milagros[oa]s?|de vanguardia)\b`,
        r`\bprobad[oa]s? (científicamente|clínicamente)\b`,
      ),
      why: "sin afirmar que un medicamento del estudio funciona o es seguro",
    },
    {
      name: "works-better",
      pattern: words(r`(?<!\bsi\b[^.]{0,80})\bfuncion(a|an|ará|arán|ó|aba) mejor\b`),
      why: 'sin prometer que un tratamiento del estudio funciona (pregunte "si" funciona)',
    },
    {
      name: "testimonial",
      pattern: words(
        r`\bdesde que (entré|entre|empecé|empece|comencé|comence|me inscribí|me uní|ingresé|participo|estoy en|tomo|empecé a tomar|inicié)\b`,
        r`\bme siento (mucho |muy |bastante |tanto |ya |de verdad |mil veces )?(mejor|de maravilla|como nuev[oa]|excelente|más joven|increíble)\b`,
        r`\bme siento (muy|tan|super|súper) bien\b`,
        r`\bnunca me (había|he) sentido (tan )?(mejor|bien)\b`,
        r`\bnunca (había|he|ha|han) estado (tan )?(mejor|bien)\b`,
        r`\b(mi|mis|nuestra|nuestro) (\p{L}+ ){0,2}(azúcar|glucosa|presión|niveles?|corazón|salud|respiración|peso|energía|colesterol|síntomas|dolor|a1c|números)\b[^.!?]{0,40}\b(mejor|mejoró|mejorado|bajó|bajado|normal|controlad[ao]|bajo control|desapareci\p{L}*|se fue|se fueron)\b`,
        r`\bme (cambió|salvó|devolvió) la vida\b`,
        r`\bme devolvió la (salud|esperanza)\b`,
        r`\b(el|este|la|esta) (estudio|ensayo|medicamento|tratamiento|programa|medicina|pastilla)( del estudio)? me (ha )?(ayudó|ayudado|funcionó|funcionado|sirvió|servido|curó|curado)\b`,
        r`\bme (funcionó|curó)\b`,
        r`\bgracias al (estudio|ensayo|medicamento|tratamiento|programa)\b`,
        r`\bgracias a (la medicina|las pastillas|esta medicina)\b`,
        r`\b(participantes|pacientes|personas|voluntari[oa]s)\b[^.!?]{0,40}\b(se sienten|se sintieron|se han sentido|vieron|ven|notaron|han notado)( mucho| muy)? (mejor|mejoría|resultados|mejoras?|grandes resultados|cambios)\b`,
        r`\b(participantes|pacientes|voluntari[oa]s)\b[^.!?]{0,40}\b(mejoraron|han mejorado)\b`,
        r`\b(vea|vio|verá|note|notará) (los )?resultados\b`,
        r`\bresultados (reales|increíbles|asombrosos|rápidos|visibles|garantizados)\b`,
      ),
      why: 'sin testimonios ni resultados insinuados ("desde que entré al estudio me siento mejor"): nadie sabe todavía si el medicamento del estudio ayuda',
    },
    // docs/content.md's glossary: the terms patients read, always the same.
    {
      name: "glossary",
      pattern: words(
        r`\bvisitas? de evaluación\b`,
        r`\bsalir(se|me|nos)\b`,
        r`\bsálgase\b`,
        // The region writes “comillas inglesas”, not «angulares».
        r`[«»]`,
        r`\bcompensaci[oó]n(es)?\b`,
        r`\bID del estudio\b`,
        r`\bvisitas? al sitio\b`,
        r`\bsitios? del estudio\b`,
      ),
      why: "el glosario de docs/content.md (cita de evaluación, retirarse, pago por su tiempo, número del estudio, clínica, comillas “ ”)",
    },
    // Masculine-only wording where a neutral one exists (docs/content.md): "le" for "lo", "¿Le interesa?" for
    // "¿Está interesado?", "No estoy seguro(a)" as the prescreen offers it.
    {
      name: "masculine-only",
      pattern: words(
        r`\blos? (invitará|invitamos|invitaremos|envió aquí|trataremos|tratamos|trataron|inscribe|inscribimos|inscribiremos|esperamos|esperaremos|llamaremos|llamará|atenderemos|atenderá|acompañará|acompañaremos|ayudaremos|ayudará|contactaremos|contactará)\b`,
        r`\bno lo hace\b`,
        r`¿list[oa]s? para\b`,
        r`\bbienvenidos?\b(?!\s*\((a|as)\)|\/as?| y bienvenidas)`,
        r`\blos interesados\b`,
        r`(?:^|(?<=\n))\s*estimados?\b(?![(\/])`,
        // A masculine adjective said of the reader: after "¿Está…", "Si está…", "Cuando esté…", "No estoy…"
        // (not after a noun: "Su formulario está listo" speaks of the form).
        r`(?:^|(?<=[¿¡,;:.!?\n]\s*)|(?<![\p{L}])(?:si|cuando|usted|no|ya|aún|todavía|mientras|que|y|o|para)\s+)(?:usted\s+|ya\s+|no\s+)?(?:está|esta|esté|estar|estaría|estoy|se siente|se sienta|sentirse|siéntase|se queda|se quede|quedarse|quede|queda|mantenerse|manténgase|se mantiene|se mantenga)\s+(?:usted\s+)?(?:muy\s+|bien\s+|más\s+|completamente\s+|totalmente\s+)?(?:interesado|seguro|listo|preparado|dispuesto|invitado|inscrito|informado|cansado|tranquilo|nervioso|preocupado|satisfecho|acompañado|convencido|motivado|enterado|cómodo|contento|obligado)(?![\p{L}(\/])`,
      ),
      why: "sin formas solo en masculino cuando hay una neutra",
    },
  ],
});
let banned: Record<"en" | "es", TextRule[]> | undefined;

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
  get banned(): Record<"en" | "es", TextRule[]> {
    return (banned ??= bannedRules());
  },
} as const;
