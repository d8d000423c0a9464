import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { catalogFolders } from "./contract/pages.ts";

/**
 * Six catalogs per language for the pages: `messages` (the shell, Home and everything Home needs) comes with the first
 * page load; `pages` (the other public screens' text) is fetched with the first of those screens; `contact` (the
 * contact page and its form) with the contact page; `legal`
 * (the policies' long texts) only with a policy page; `registry` only with the registry's sign-up and a referral partner's pages (outreach); `staff` (the staff area) only with the staff area,
 * never on a public page. Routes load what they need (src/router.tsx). The API's error messages are in
 * `legal` (the unsubscribe page) and `staff`. A seventh, what the Worker writes to people (texts and e-mails),
 * lives beside the Worker's code that uses it (worker/texts/locales) and is bundled with the Worker only.
 */
const staffSources = [
  "src/pages/admin",
  "src/pages/admin-login",
  "src/api/errorText.ts",
  // The pipeline's words, shared with the CSV export, and the export's columns (written by the Worker).
  "contract/pipelineLabels.ts",
  "worker/export/labels.ts",
];
/** The `legal` catalog: the policy pages (and the unsubscribe page) with their texts. */
const legalSources = [...catalogFolders("legal"), "src/content/legal", "src/api/errorText.ts"];
/** The `pages` catalog: the folders of the pages contract/pages.ts puts there, and the content only they use. */
const pageSources = [
  ...catalogFolders("pages"),
  // A study's questions end in the contact form: its words are in both catalogs.
  "src/pages/contact/form",
  "src/content/studyPageText.ts",
  "src/content/participantFaqs.ts",
  "src/content/participantsPage.ts",
  "src/content/categories.ts",
  "src/content/interests.ts",
  "src/content/contactPreferences.ts",
  "src/content/sponsors.ts",
  "src/content/team.ts",
];
/**
 * The `registry` catalog: the sign-up for future studies and a referral partner's form and counts, with the topic and
 * channel words they share with the contact form.
 */
const registrySources = [...catalogFolders("registry"), "src/content/interests.ts", "src/content/contactPreferences.ts"];
/** The `contact` catalog: the contact page (and where its plain submission lands), with the choices its form offers. */
const contactSources = [...catalogFolders("contact"), "src/content/interests.ts", "src/content/contactPreferences.ts"];
/** What the Worker writes to people (confirmations, keyword answers): its own catalog, bundled with the Worker. */
const outboundSources = ["worker/texts"];
const tests = ["**/*.test.*", "src/test/**"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["src"],
      exclude: [...pageSources, ...contactSources, ...legalSources, ...registrySources, ...staffSources, ...tests],
    },
    { path: "<rootDir>/src/locales/{locale}/pages", include: pageSources, exclude: tests },
    { path: "<rootDir>/src/locales/{locale}/contact", include: contactSources, exclude: tests },
    { path: "<rootDir>/src/locales/{locale}/legal", include: legalSources, exclude: tests },
    { path: "<rootDir>/src/locales/{locale}/registry", include: registrySources, exclude: tests },
    { path: "<rootDir>/src/locales/{locale}/staff", include: staffSources, exclude: tests },
    { path: "<rootDir>/worker/texts/locales/{locale}", include: outboundSources, exclude: tests },
  ],
  // File-only origins keep catalog diffs small when code moves around.
  format: formatter({ lineNumbers: false }),
});
