import type { Language } from "../../../contract/language";
import { localizedPath } from "../../../contract/sitePaths";
import { dayWithYear } from "../../../contract/visitWords";
import { REGISTRY_TEXTS_PER_MONTH, type VolunteerMessageKind } from "../../../contract/volunteers";
import { registryRetentionDays, siteOrigin } from "../../config";
import { registryToken } from "../../messaging/keys";
import { outboundTexts } from "../../texts/outboundTexts";
import { outboundSms, outboundText } from "../../texts/translate";

type Person = { reference: string; language: Language; consentEndsAt: string };

/** The person's own page (`/registry/me?t=`), signed, in their language. */
export async function personalLink(env: Env, person: Person): Promise<string> {
  return `${siteOrigin(env)}${localizedPath("/registry/me", person.language)}?t=${await registryToken(env, person.reference)}`;
}

/**
 * A registry message's words, written when it goes from the person's record as it is then (nothing is
 * stored): the confirmation after joining and the renewal a month before the yes ends (docs/registry.md).
 */
export async function registryMessage(
  env: Env,
  person: Person,
  kind: VolunteerMessageKind,
  channel: "text" | "email",
): Promise<{ subject: string; body: string }> {
  const language = person.language;
  const values = {
    link: await personalLink(env, person),
    date: dayWithYear(person.consentEndsAt, language),
    reference: person.reference,
    max: REGISTRY_TEXTS_PER_MONTH,
    days: registryRetentionDays(env),
  };
  if (channel === "text")
    return {
      subject: "",
      body: outboundSms(
        language,
        kind === "confirmation" ? outboundTexts.registryConfirmationText : outboundTexts.registryRenewalText,
        values,
      ),
    };
  const paragraphs = kind === "confirmation" ? outboundTexts.registryConfirmationEmail : outboundTexts.registryRenewalEmail;
  return {
    subject: outboundText(
      language,
      kind === "confirmation" ? outboundTexts.registryConfirmationSubject : outboundTexts.registryRenewalSubject,
    ),
    body: paragraphs.map((paragraph) => outboundText(language, paragraph, values)).join("\n\n"),
  };
}
