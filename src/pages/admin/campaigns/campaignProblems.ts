import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../../api/http";
import { describeError } from "../../../api/errorText";

/** What a field's refusal code means (worker/campaigns/create.ts CampaignProblem, and the schema's own codes). */
const FIELD_PROBLEMS: Record<string, MessageDescriptor> = {
  unknown_study: msg`Choose a study the website shows.`,
  study_not_recruiting: msg`This study is not enrolling: open it first, or choose another.`,
  unknown_template: msg`Choose a template.`,
  wrong_purpose: msg`Choose a template made for campaign invitations.`,
  archived: msg`This template was archived.`,
  not_approved: msg`Record the ethics board's approval of this template first.`,
  changed_since: msg`The template's words changed after this campaign was made: make a new campaign with the approved words.`,
  too_many_segments: msg`The text is longer than three parts in one of the languages.`,
  required: msg`This is required.`,
  too_long: msg`This is too long.`,
  invalid: msg`Check this value.`,
};

/** Each field's problem in words, from the API's refusal; `form` is what applies to the whole form. */
export function campaignProblems(failure: unknown, i18n: I18n): { fields: Record<string, string>; form: string } {
  if (!(failure instanceof ApiError)) return { fields: {}, form: failure === undefined ? "" : describeError(failure, i18n) };
  const fields: Record<string, string> = {};
  for (const [field, codes] of Object.entries(failure.fields)) {
    const known = FIELD_PROBLEMS[codes[0] ?? ""];
    fields[field.startsWith("audience.zips") ? "zips" : field] = i18n._(known ?? FIELD_PROBLEMS.invalid!);
  }
  return { fields, form: Object.keys(fields).length > 0 ? "" : describeError(failure, i18n) };
}
