import { describe, expect, it } from "vitest";
import { brokenRules, checkPatientText } from "./checkText.ts";
import { firstContactTermsIn } from "./firstContact.ts";
import { REJECTED_TEXTS } from "./rejectedTexts.fixture.ts";
import { TEXT_RULES, type RuleName } from "./rules.ts";

/**
 * What each rule must catch, in both languages (issue #37: testimonials, payment emphasis, scarcity, and the
 * plural, gender and typographic variants of the earlier rules). The glossary and masculine-only wording are
 * Spanish rules.
 */
const CATCHES: Record<RuleName, { en: string[]; es: string[] }> = {
  "free-care": {
    en: ["Free medical tests for everyone.", "Get free doctor visits and free medications.", "Free treatment"],
    es: ["Exámenes médicos gratis.", "Medicinas gratuitas para usted.", "Consultas gratuitas"],
  },
  "payment-headline": {
    en: ["Get paid to join a study.", "Getting paid for research is easy.", "Paid clinical trials near you", "Earn up to $500"],
    es: ["¡Reciba hasta $500!", "Estudios pagados cerca de usted", "Gane $200 por cita."],
  },
  "payment-amount": {
    en: ["$500 per visit", "We give you $50 per visit.", "$500 for your time and travel!"],
    es: ["$500 por cita", "Le pagamos por cada cita del estudio.", "¡Le pagamos $50 por su tiempo!"],
  },
  "payment-emphasis": {
    en: [
      "Get rewarded for every visit",
      "Earn extra cash in a research study.",
      "Generous compensation for your time.",
      "Completion bonus for every participant.",
      "We pay you for your time!",
    ],
    es: [
      "Le damos una compensación generosa por cada visita",
      "Reciba una recompensa por cada cita.",
      "¡Gane dinero extra!",
      "Bono al terminar el estudio.",
      "¡Le pagamos su tiempo!",
    ],
  },
  pressure: {
    en: ["Call now!", "Don’t miss out.", "Spaces fill up quickly.", "Limited openings.", "Start today"],
    es: ["¡Llame hoy!", "No se lo pierda.", "Lugares limitados.", "Apúrese."],
  },
  scarcity: {
    en: [
      "Spots are going fast, sign up before Friday",
      "Only a few openings left.",
      "Last chance to join.",
      "Enrollment closes on December 15.",
      "Register by Monday to save your place.",
      "Don't wait!",
    ],
    es: [
      "Solo quedan pocos lugares… inscríbase antes del viernes",
      "Quedan 3 lugares.",
      "Los cupos se están agotando.",
      "Última oportunidad para participar.",
      "Regístrese a más tardar el 15 de diciembre.",
      "Inscríbase antes de que se acaben los lugares.",
    ],
  },
  guarantee: {
    en: ["You’ll qualify for sure.", "You qualify!", "You are eligible for this study.", "We guarantee a spot."],
    es: ["Usted califica.", "Seguro que califica.", "Calificarán sin problema.", "Le garantizamos un lugar."],
  },
  "referral-reward": {
    en: ["Refer your friends and get $20.", "Referral rewards for every friend who joins.", "Get a gift card."],
    es: ["Recomiende el estudio a sus amigos.", "Invite a sus vecinos y reciba un premio.", "Tarjetas de regalo para usted."],
  },
  "new-drug": {
    en: ["Try a new medication.", "The newest treatments for diabetes.", "A new and improved pill."],
    es: ["Pruebe una medicina nueva.", "Nuevas terapias para el corazón.", "Un tratamiento novedoso."],
  },
  "efficacy-claim": {
    en: ["It is safe and effective.", "A proven treatment.", "A breakthrough medicine."],
    es: ["Es seguro y eficaz.", "Medicamentos seguros y eficaces.", "Un tratamiento comprobado.", "Resultados milagrosos."],
  },
  "works-better": {
    en: ["This medicine works better.", "It worked better than my old pills."],
    es: ["Este medicamento funciona mejor.", "Estos medicamentos funcionan mejor que los de siempre."],
  },
  testimonial: {
    en: [
      "My sugar has never been better since I joined the study!",
      "I feel so much better now.",
      "The study drug really helped me.",
      "Since joining the study my pressure is under control.",
      "Participants saw great results.",
      "This study changed my life.",
    ],
    es: [
      "Desde que entré al estudio me siento mucho mejor",
      "Nunca me había sentido tan bien.",
      "Mi azúcar ya está normal.",
      "El medicamento me ayudó mucho.",
      "Gracias al estudio, mi presión bajó.",
      "Muchos pacientes ya notaron resultados.",
    ],
  },
  glossary: {
    en: [],
    es: [
      "Sus visitas de evaluación duran dos horas.",
      "Puede salirse cuando quiera.",
      "¿Puedo salirme del estudio?",
      "Le llamamos «pronto».",
      "Le damos una compensación.",
      "Visita al sitio del estudio",
    ],
  },
  "masculine-only": {
    en: [],
    es: [
      "¿Está interesado en participar?",
      "Si está seguro, llame al {phone}.",
      "Cuando esté listo, llámenos.",
      "No estoy seguro",
      "Bienvenidos a nuestra clínica.",
      "Lo llamaremos mañana.",
      "No está obligado a participar.",
      "¿Listos para saber más?",
      "Estimado participante:",
      "Lo invitamos a una cita.",
      "¿Está usted seguro?",
    ],
  },
};

/**
 * Plain recruitment text a board approves, each near a rule's words: none may be flagged. From the brief, the
 * site's own wording and docs/content.md (payment for time and travel, stated plainly, is allowed).
 */
const PLAIN = {
  en: [
    "You can stop at any time.",
    "The study team will call you.",
    "We pay you for your time and travel: $50 per visit.",
    "You may be paid for your time and travel.",
    "Some studies pay you for your time and travel. The consent form explains how much.",
    "Will I be paid for participating?",
    "How Compensation Works",
    "Costs and payment",
    "Study visits and tests are provided at no cost to you. Care outside the study is billed as usual.",
    "The study wants to find out whether the medicine works better than usual care.",
    "Only then do we know whether you qualify.",
    "See if you qualify",
    "How do I find out if I qualify?",
    "At the visits, we check how you feel and do blood tests.",
    "If you have an emergency, call 911 right away.",
    "Call us before Friday if you need to change your visit.",
    "You can bring a friend or family member to your visits.",
    "A friend or family member",
    "Some people get a placebo: a pill with no active medicine. You may not benefit from taking part.",
    "Free language help",
    "You can park for free in the lot next to it.",
    "Studies open and close, and their details can change.",
    "This study is no longer taking new participants.",
    "It helps make the results fair.",
    "Before you join, the study team explains the study.",
    "Help doctors learn what works for people like you.",
    "Reply STOP to stop.",
    "Loading the latest version of the site…",
  ],
  es: [
    "Le pagamos su tiempo y su viaje: $50 por visita.",
    "Puede traer a un familiar.",
    "Puede dejarlo cuando quiera.",
    "El equipo del estudio le llamará.",
    "Es posible que reciba un pago por su tiempo y sus gastos de transporte.",
    "¿Me pagarán por participar?",
    "Cómo funciona el pago",
    "No estoy seguro(a)",
    "¿Es seguro participar en un estudio clínico?",
    "¿Necesito seguro médico para participar?",
    "Se le cobra a usted o a su seguro como siempre.",
    "Listo. Ya no le mandaremos más correos.",
    "El estudio quiere saber si el medicamento funciona mejor que la atención de siempre.",
    "Solo entonces sabemos si usted califica.",
    "Vea si califica",
    "Antes de que se inscriba, le decimos cuánto dura el estudio.",
    "En las citas revisamos cómo se siente.",
    "Las personas de este estudio quedan en uno de dos grupos al azar.",
    "Si no puede venir a su cita, llámenos antes del viernes.",
    "Su formulario está listo.",
    "El estudio está registrado en ClinicalTrials.gov.",
    "Es una persona preparada para este trabajo.",
    "Puede estacionarse gratis en el estacionamiento de al lado.",
    "Ayuda gratuita con el idioma",
    "Este estudio ya no acepta participantes nuevos.",
    "Nuestra clínica confirmó por última vez que este estudio aceptaba participantes nuevos.",
    "Le damos la bienvenida.",
    "¿Le interesa participar?",
    "Lo revisamos y lo guardamos.",
    "Responda PARAR para no recibir más mensajes.",
  ],
};

const names = (text: string, language: "en" | "es") => brokenRules(text, language).map((rule) => rule.name);

describe("the phrase rules, rule by rule (contract/textRules/rules.ts)", () => {
  const cases = Object.entries(CATCHES).flatMap(([rule, texts]) =>
    (["en", "es"] as const).flatMap((language) => texts[language].map((text) => [rule, language, text] as const)),
  );
  it.each(cases)("%s catches (%s) %j", (rule, language, text) => {
    expect(names(text, language)).toContain(rule);
  });

  it("has cases for every rule in every language the rule is written in", () => {
    for (const language of ["en", "es"] as const)
      for (const rule of TEXT_RULES.banned[language])
        expect(CATCHES[rule.name][language].length, `${rule.name} ${language}`).toBeGreaterThan(1);
  });

  it.each([...PLAIN.en.map((text) => ["en", text] as const), ...PLAIN.es.map((text) => ["es", text] as const)])(
    "lets through plain text (%s) %j",
    (language, text) => {
      expect(names(text, language)).toEqual([]);
    },
  );

  it("reads payment sentence by sentence: a plain sentence on time and travel is allowed, a bare amount is not", () => {
    expect(names("We pay you for your time and travel: $50 per visit. Bring a photo ID.", "en")).toEqual([]);
    expect(names("Bring a photo ID. You get $50 per visit.", "en")).toEqual(["payment-amount"]);
    expect(names("Traiga su identificación. Le pagamos por cada visita.", "es")).toEqual(["payment-amount"]);
  });

  it("reads through typographic apostrophes, soft hyphens and catalog markup", () => {
    expect(names("You’ll qualify.", "en")).toContain("guarantee");
    expect(names("Get pai\u00ADd now", "en")).toContain("payment-headline");
    expect(names("<0>Don’t</0> miss it", "en")).toContain("pressure");
  });

  it("gives each rule's reason through checkPatientText, in the language of the text", () => {
    expect(checkPatientText("Get rewarded for every visit", "en").problems).toEqual([
      expect.stringContaining("no payment as the reason to join"),
    ]);
    expect(checkPatientText("Solo quedan pocos lugares", "es").problems).toEqual([expect.stringContaining("sin escasez")]);
  });
});

describe("the rejected texts (issue #37 and more of each kind)", () => {
  it("holds at least 6 in each language, of every category", () => {
    for (const language of ["en", "es"] as const)
      expect(REJECTED_TEXTS.filter((text) => text.language === language).length).toBeGreaterThanOrEqual(6);
    const categories = new Set(REJECTED_TEXTS.map((text) => text.category));
    for (const category of [
      "testimonial",
      "payment-emphasis",
      "scarcity",
      "first-contact health detail",
      "plural variant",
      "gender variant",
    ] as const)
      expect(categories.has(category), category).toBe(true);
  });

  it.each(REJECTED_TEXTS.map((text) => [text.language, text.text, text] as const))("catches (%s) %j", (_, __, rejected) => {
    const found = [
      ...brokenRules(rejected.text, rejected.language).map((rule) => rule.name),
      ...(rejected.firstContact ? firstContactTermsIn(rejected.text) : []),
    ];
    expect(found, rejected.why).not.toEqual([]);
  });
});
