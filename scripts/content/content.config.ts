/**
 * What `npm run content:check` scores (docs/content.md): patient-facing messages of the catalogs. A message is
 * exempt when every place that uses it is exempt: the staff screens, the sponsor pages (professional
 * register) and the names of people. The legal pages are patient text like any other (docs/content.md).
 */
import { TEXT_RULES } from "../../contract/textRules/rules.ts";

export const contentConfig = {
  exemptSources: [
    // The staff screens, but not a referral partner's poster and card (src/pages/admin/partners/posterWords.ts), which
    // are printed and handed to the public.
    /^src\/pages\/admin(?!\/partners\/posterWords\.ts$)/,
    /^src\/pages\/admin-login\//,
    /^src\/pages\/sponsors\//,
    /^src\/content\/sponsors\.ts$/,
    /^src\/content\/team\.ts$/,
  ],
  /**
   * What the site writes to a person (its texts and e-mails, the seeded message templates that are first
   * contacts or visit messages): a message used only in these places is also checked as a first contact
   * (docs/content.md: no condition, study, body part, test, place of care or medicine; contract/textRules/firstContact.ts).
   */
  firstContactSources: [/^worker\/(texts|messaging|visits|calendar|replies)\//, /^migrations \(first-contact or visit template /],
  /** Message ids (the English source text) exempt one by one, each with its reason. */
  exemptMessages: [] as { message: string; why: string }[],
  /** Rendered pages (`--pages`) exempt by path: the sponsors page is written for sponsors, not patients. */
  exemptPages: [/^\/(es\/)?sponsors$/],
  /**
   * Pages read as a whole, stricter than a paragraph's budget (issue #50: an ethics board reads them first): their
   * paragraphs and lists together, English at most this grade, Spanish at least this INFLESZ.
   */
  pageBudgets: [{ page: /^\/(es\/)?(studies|about)$/, maxGrade: 6, minInflesz: 65 }],
  /** Rendered blocks exempt one by one (their exact text), each with its reason. */
  exemptBlocks: [
    {
      text: "race or color. national origin (where they or their family come from). age. disability. sex, including sexual orientation and gender identity.",
      why: "the grounds Section 1557 names, in its own words (each explained where it can be)",
    },
  ] as { text: string; why: string }[],
  ...TEXT_RULES,
};
