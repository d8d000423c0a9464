import { setupI18n, type I18n, type MessageDescriptor } from "@lingui/core";
import { clinic, clinicAddress } from "../../../contract/clinic";
import type { Language } from "../../../contract/language";
import { messages as english } from "../../../src/locales/en/outbound.po";
import { messages as spanish } from "../../../src/locales/es/outbound.po";

const byLanguage: Record<Language, I18n> = {
  en: setupI18n({ locale: "en", messages: { en: english } }),
  es: setupI18n({ locale: "es", messages: { es: spanish } }),
};

/** One of outboundTexts in a language, with the clinic's name, address and phone filled in. */
export function outboundText(language: Language, text: MessageDescriptor, values: Record<string, string | number> = {}): string {
  return byLanguage[language]._({ ...text, values: { clinic: clinic.name, phone: clinic.phone, address: clinicAddress, ...values } });
}
