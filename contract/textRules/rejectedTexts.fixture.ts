/**
 * Texts an ethics board rejects that the check let through before issue #37: the six of the issue (in both
 * languages) and more of each kind. rules.test.ts shows the check catches every one. `firstContact`: the text
 * is a first contact (or a visit message) and is checked as one (./firstContact.ts); the others are any
 * patient text (./checkText.ts).
 */
export type RejectedText = {
  language: "en" | "es";
  category:
    | "testimonial"
    | "payment-emphasis"
    | "scarcity"
    | "first-contact health detail"
    | "plural variant"
    | "gender variant"
    | "typographic variant";
  text: string;
  firstContact?: true;
  /** Why a board returns it. */
  why: string;
};

export const REJECTED_TEXTS: readonly RejectedText[] = [
  // The six, in English and in Spanish.
  {
    language: "en",
    category: "testimonial",
    text: "My sugar has never been better since I joined the study!",
    why: "a testimonial implies the study drug helps",
  },
  {
    language: "es",
    category: "testimonial",
    text: "Desde que entré al estudio me siento mucho mejor",
    why: "un testimonio insinúa que el medicamento ayuda",
  },
  { language: "en", category: "payment-emphasis", text: "Get rewarded for every visit", why: "payment as the reason to join" },
  {
    language: "es",
    category: "payment-emphasis",
    text: "Le damos una compensación generosa por cada visita",
    why: "el pago como razón para participar",
  },
  { language: "en", category: "scarcity", text: "Spots are going fast, sign up before Friday", why: "scarcity and a deadline" },
  {
    language: "es",
    category: "scarcity",
    text: "Solo quedan pocos lugares… inscríbase antes del viernes",
    why: "escasez y fecha límite",
  },
  {
    language: "en",
    category: "first-contact health detail",
    text: "Hi, this is {coordinator} from {clinic}, about your kidneys and your echocardiogram. Call us at {phone}.",
    firstContact: true,
    why: "a first contact names an organ and a hospital test",
  },
  {
    language: "es",
    category: "first-contact health detail",
    text: "Hola, le escribe {coordinator} de {clinic}, sobre sus riñones y su ecocardiograma. Llámenos al {phone}.",
    firstContact: true,
    why: "un primer contacto nombra un órgano (en plural) y una prueba de hospital",
  },
  {
    language: "es",
    category: "gender variant",
    text: "¿Está interesado en participar? Llámenos al {phone}.",
    why: "masculino cuando hay una forma neutra (¿Le interesa participar?)",
  },
  {
    language: "es",
    category: "gender variant",
    text: "Si está seguro de que quiere participar, llame al {phone}.",
    why: "masculino cuando hay una forma neutra (Si ya lo decidió)",
  },
  // More of each kind.
  {
    language: "en",
    category: "testimonial",
    text: "Participants in this study felt better within weeks.",
    why: "implied results",
  },
  {
    language: "es",
    category: "testimonial",
    text: "Muchos pacientes ya notaron resultados.",
    why: "resultados insinuados",
  },
  {
    language: "en",
    category: "payment-emphasis",
    text: "Generous compensation for every participant.",
    why: "payment as the reason to join",
  },
  {
    language: "es",
    category: "payment-emphasis",
    text: "¡Gane dinero extra por participar!",
    why: "el pago como razón para participar",
  },
  {
    language: "en",
    category: "scarcity",
    text: "Only 3 spots left. Enrollment closes Friday.",
    why: "scarcity and a deadline",
  },
  {
    language: "es",
    category: "scarcity",
    text: "Últimos lugares disponibles: no espere.",
    why: "escasez y presión",
  },
  {
    language: "en",
    category: "first-contact health detail",
    text: "{clinic}: please bring your bloodwork and your last echo to the visit. Call {phone}.",
    firstContact: true,
    why: "a visit message names hospital tests",
  },
  {
    language: "en",
    category: "first-contact health detail",
    text: "Hi from {clinic}. We have news about your Ozempic. Call {phone}.",
    firstContact: true,
    why: "a first contact names a drug",
  },
  {
    language: "es",
    category: "first-contact health detail",
    text: "{coordinator} de {clinic}: tenemos noticias sobre su insulina. Llámenos al {phone}.",
    firstContact: true,
    why: "un primer contacto nombra un medicamento",
  },
  {
    language: "es",
    category: "first-contact health detail",
    text: "{clinic}: traiga su análisis de sangre y sus radiografías. Llame al {phone}.",
    firstContact: true,
    why: "un mensaje de cita nombra pruebas de hospital (en plural)",
  },
  {
    language: "en",
    category: "first-contact health detail",
    text: "{clinic}: your visit is at the infusion center, 2nd floor. Call {phone}.",
    firstContact: true,
    why: "a visit message names a place of care",
  },
  {
    language: "en",
    category: "plural variant",
    text: "Ask us about our referral bonuses.",
    why: "referral rewards (the rule knew only the singular)",
  },
  {
    language: "en",
    category: "plural variant",
    text: "Try new medications for heart failure.",
    why: "a study drug is investigational, not new (the rule knew treatment, medicine, drug)",
  },
  {
    language: "en",
    category: "plural variant",
    text: "Free medical tests and free doctor visits.",
    why: '"free" care with a word in between',
  },
  {
    language: "es",
    category: "plural variant",
    text: "Sus visitas de evaluación duran dos horas.",
    why: "el glosario (cita de evaluación): la regla solo conocía el singular",
  },
  {
    language: "es",
    category: "plural variant",
    text: "Los medicamentos del estudio son seguros y eficaces.",
    why: 'afirma que funciona ("eficaces", no "eficazs")',
  },
  {
    language: "es",
    category: "plural variant",
    text: "Estos medicamentos funcionan mejor que los de siempre.",
    why: "promete que funciona (plural)",
  },
  {
    language: "es",
    category: "plural variant",
    text: "Recomiende el estudio a sus amigos.",
    why: "recomendar a otras personas (la regla solo conocía un amigo o una amiga)",
  },
  {
    language: "es",
    category: "gender variant",
    text: "Bienvenidos a nuestra clínica.",
    why: "masculino plural cuando hay una forma neutra (Le damos la bienvenida)",
  },
  {
    language: "es",
    category: "gender variant",
    text: "Pruebe una medicina nueva para el corazón.",
    why: "un medicamento en investigación no es nuevo (femenino: la regla solo conocía tratamiento y medicamento)",
  },
  {
    language: "es",
    category: "gender variant",
    text: "No estoy seguro",
    why: 'la respuesta neutra es "No estoy seguro(a)"',
  },
  {
    language: "en",
    category: "typographic variant",
    text: "You’ll qualify if a doctor told you that you have diabetes.",
    why: "a guarantee, with a typographic apostrophe",
  },
  {
    language: "en",
    category: "typographic variant",
    text: "Don’t miss your chance to join.",
    why: "pressure, with a typographic apostrophe",
  },
];
