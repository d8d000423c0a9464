import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Interest } from "../../contract/inquiryFields";
import type { Language } from "../../contract/language";
import { toE164 } from "../../contract/phone";
import { localizedPath } from "../../contract/sitePaths";
import { VOLUNTEER_TOPICS, type RegistryStatementVersion, type VolunteerTopic } from "../../contract/volunteers";
import { isRepeatSignUp, newPersonStatements, samePerson } from "./addPerson";
import { newReference } from "./reference";

/** What the contact form tells about the person who ticked "keep me on the list". */
export type ContactFormVolunteer = {
  name: string;
  phone: string;
  email: string;
  interest?: Interest;
  language?: Language;
  statement: RegistryStatementVersion;
  partnerId: number | null;
};

/**
 * The statements that put the person (and their reference, or null when they are on it already) who wrote on the list for future studies, stored in the inquiry's own
 * batch so the message and the yes are kept together or not at all (docs/registry.md, "From the contact form").
 * The consent is the registry's statement they ticked, from the contact page; they may be reached by phone and
 * e-mail, the two the form requires. Texts about future studies need the registry's own yes to texts, which the
 * form does not ask for: the contact form's yes covers texts about their message only. Someone already on the
 * list is added and flagged for staff, never merged, as on the sign-up page; one who joined from the website
 * minutes ago is not added twice.
 */
export async function contactFormJoinStatements(
  env: Env,
  db: DrizzleD1Database,
  person: ContactFormVolunteer,
  now: Date,
): Promise<{ reference: string; statements: BatchItem<"sqlite">[] } | null> {
  const phone = toE164(person.phone);
  const email = person.email.toLowerCase();
  const language = person.language ?? "en";
  const existing = await samePerson(db, phone ? phone.slice(1) : null, email);
  if (existing && isRepeatSignUp(existing, person.name, now)) return null;
  const topics: VolunteerTopic[] = VOLUNTEER_TOPICS.filter((topic) => topic === person.interest);
  const reference = newReference();
  const statements = await newPersonStatements(
    env,
    db,
    {
      reference,
      name: person.name,
      phone,
      email,
      language,
      birthYear: null,
      zip: null,
      topics,
      channels: phone ? ["phone", "email"] : ["email"],
      source: "web",
      statement: person.statement,
      consentAt: now.toISOString(),
      how: localizedPath("/contact", language),
      actorId: null,
      possibleDuplicateOf: existing?.id ?? null,
      submissionKey: null,
      textOptIn: null,
      partnerId: person.partnerId,
    },
    now,
  );
  return { reference, statements };
}
