import { setupI18n, type I18n, type MessageDescriptor } from "@lingui/core";
import { clinic, clinicAddress } from "../../contract/clinic";
import { SMS_TEXTS_PER_MONTH } from "../../contract/consent";
import type { Language } from "../../contract/language";
import type { MessageChannel } from "../../contract/messaging";
import { messages as english } from "./locales/en.po";
import { messages as spanish } from "./locales/es.po";

const byLanguage: Record<Language, I18n> = {
  en: setupI18n({ locale: "en", messages: { en: english } }),
  es: setupI18n({ locale: "es", messages: { es: spanish } }),
};

/**
 * One of outboundTexts in a language, with the clinic's name, address, street and phone and the texts a
 * month filled in. `channel` "text" names the clinic by its short name ("Frontera Research"), as every text does.
 */
export function outboundText(
  language: Language,
  text: MessageDescriptor,
  values: Record<string, string | number> = {},
  channel: MessageChannel = "email",
): string {
  return byLanguage[language]._({
    ...text,
    values: {
      clinic: channel === "text" ? clinic.shortName : clinic.name,
      phone: clinic.phone,
      address: clinicAddress,
      street: clinic.street,
      max: SMS_TEXTS_PER_MONTH,
      ...values,
    },
  });
}

/** One of outboundTexts as a text says it (the clinic's short name). */
export function outboundSms(language: Language, text: MessageDescriptor, values: Record<string, string | number> = {}): string {
  return outboundText(language, text, values, "text");
}
