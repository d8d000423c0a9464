/**
 * The words of each version of the text-message statement beside the contact form's checkbox, in both
 * languages, as a person saw them: the consent ledger records only the version (worker/messaging/consent.ts),
 * and the 10DLC campaign and the ethics board need the words behind it. Not imported by the app; a test
 * renders the form's statement and compares it with the current version here, so words cannot change
 * without a new version (contract/consent.ts).
 */
import type { Language } from "./language";
import type { SmsConsentVersion } from "./consent";

export const SMS_CONSENT_STATEMENTS: Record<SmsConsentVersion, Record<Language, string>> = {
  "2026-11-23": {
    en: "You may text me at this number (optional). Texts are about my message and my visits: up to 4 a month. Message and data rates may apply. Reply STOP to stop, HELP for help.",
    es: "Pueden mandarme mensajes de texto a este número (opcional). Los mensajes son sobre mi consulta y mis citas: hasta 4 al mes. Pueden aplicarse cargos por mensajes y datos. Para dejar de recibirlos, responda PARAR; para pedir ayuda, AYUDA.",
  },
  "2026-11-25": {
    en: "You may text me at this number (optional). Frontera Research will text me about my message and my visits, up to 10 texts a month. Msg & data rates may apply. Reply HELP for help, STOP to stop.",
    es: "Pueden mandarme mensajes de texto a este número (opcional). Frontera Research me escribirá sobre mi consulta y mis citas, hasta 10 mensajes al mes. Pueden aplicar tarifas de mensajes y datos. Responda AYUDA para recibir ayuda o PARAR para no recibir más mensajes.",
  },
  "2026-11-28": {
    en: "You may text me at this number (optional). Frontera Research will text me about my message and my visits, up to 10 texts a month. Msg & data rates may apply. Reply HELP for help, STOP to stop.",
    es: "Pueden mandarme textos a este número (opcional). Frontera Research me va a escribir sobre mi consulta y mis citas, hasta 10 mensajes al mes. Pueden aplicar tarifas de mensajes y datos. Responda AYUDA si necesita ayuda o PARAR para no recibir más.",
  },
};
