import { describe, expect, it } from "vitest";
import { brokenRules } from "../../contract/textRules/checkText.ts";
import { firstContactTermsIn } from "../../contract/textRules/firstContact.ts";
import { checkTemplates } from "../content-check.ts";
import { isFirstContact, isPatientFacing, readCatalogs } from "./catalogText.ts";
import { seedTemplateTexts } from "./templateText.ts";

/** The codes and NCT ids of the studies a new database starts with (migrations/0011_studies.sql). */
const SITE_STUDIES = ["FINALITY-HF", "NCT06033950", "REDEFINE-HF", "NCT06008197", "CONFIRMATION-HF", "NCT06024746"];

/**
 * No false alarm on the site's own words (issue #37): a flag here is either a real problem for the text engineer
 * (fix the text, not the rule) or a rule that reads plain recruitment text as a problem (fix the rule).
 */
describe("the phrase and first-contact rules on the site's own text", () => {
  it("flag no patient-facing message of the catalogs", () => {
    const messages = readCatalogs().filter(isPatientFacing);
    expect(messages.length).toBeGreaterThan(400);
    const flagged = messages.flatMap((message) =>
      (["en", "es"] as const).flatMap((language) =>
        brokenRules(message[language], language).map((rule) => `${rule.name} (${message.id}): ${message[language]}`),
      ),
    );
    expect(flagged).toEqual([]);
  }, 30_000); // every catalog message through every rule: CPU-bound, seconds on a busy laptop (issue #54)

  it("find no health detail in what the site writes to a person, and pass the seeded templates", () => {
    const messages = readCatalogs().filter(isFirstContact);
    expect(messages.length).toBeGreaterThan(20);
    const named = messages.flatMap((message) =>
      [message.en, message.es].filter((text) => firstContactTermsIn(text, SITE_STUDIES).length > 0),
    );
    expect(named).toEqual([]);
    expect(checkTemplates(seedTemplateTexts(), SITE_STUDIES).problems).toEqual([]);
  }, 30_000); // replays every migration into SQLite and reads every catalog: CPU-bound (issue #54)
});
