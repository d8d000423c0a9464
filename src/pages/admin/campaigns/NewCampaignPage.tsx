import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link, redirect, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { CAMPAIGN_CHANNELS, type AudienceCount, type CampaignInput } from "../../../../contract/campaigns";
import { LANGUAGES } from "../../../../contract/language";
import type { TemplateDto } from "../../../../contract/messageTemplates";
import { AGE_BANDS } from "../../../../contract/volunteerList";
import { VOLUNTEER_TOPICS } from "../../../../contract/volunteers";
import { countAudience, createCampaign } from "../../../api/campaigns";
import { fetchTemplates } from "../../../api/messages";
import { PageMeta } from "../../../shell/PageMeta";
import { FormField } from "../../../ui/form/FormField";
import { buttonStyles, compactButton, inputStyles, linkStyles } from "../../../ui/styles";
import { contactMethodLabels, interestLabels, languageNames } from "../labels";
import { useStaffSession } from "../session";
import { problem, refused, unknownIntent, type Answer } from "../staffActions";
import { campaignProblems } from "./campaignProblems";

export async function loader({ request }: LoaderFunctionArgs): Promise<TemplateDto[]> {
  const templates = await fetchTemplates(request.signal);
  return templates.filter((template) => template.purpose === "campaign_invitation" && template.active && template.approval !== null);
}

type BuilderAnswer = Answer & { count?: AudienceCount };

/** The builder's form as the API's input (checkbox groups as lists, the ZIP codes split on spaces or commas). */
function inputOf(form: FormData): CampaignInput {
  return {
    name: String(form.get("name") ?? ""),
    study: String(form.get("study") ?? ""),
    templateId: Number(form.get("templateId")),
    channel: String(form.get("channel") ?? "text") as CampaignInput["channel"],
    audience: {
      topics: form.getAll("topics").map(String) as NonNullable<CampaignInput["audience"]>["topics"],
      languages: form.getAll("languages").map(String) as NonNullable<CampaignInput["audience"]>["languages"],
      ageBands: form.getAll("ageBands").map(String) as NonNullable<CampaignInput["audience"]>["ageBands"],
      zips: String(form.get("zips") ?? "")
        .split(/[\s,;]+/)
        .filter(Boolean),
      notInvitedDays: Number(form.get("notInvitedDays") || 0),
    },
  };
}

/** "count": who the audience reaches now; "create": the draft, then its page (where it is read and started). */
export async function action({ request }: ActionFunctionArgs): Promise<BuilderAnswer | Response> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const input = inputOf(form);
  try {
    if (intent === "count") {
      if (!input.study) return problem(intent, msg`Choose the study first.`);
      return { intent, changed: [], count: await countAudience(input) };
    }
    if (intent === "create") {
      const { id } = await createCampaign(input);
      return redirect(`/admin/campaigns/${id}`);
    }
    throw unknownIntent(intent);
  } catch (failure) {
    return refused(intent, failure);
  }
}

/**
 * /admin/campaigns/new (admins): a campaign's study, approved invitation, channel and audience; "Count" says who it
 * would reach now, by language; saving makes a draft, whose page shows the exact words before anything is sent.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const templates = useLoaderData() as TemplateDto[];
  const { me, studyCodes } = useStaffSession();
  const fetcher = useFetcher<BuilderAnswer>();
  const answer = fetcher.data;
  const problems = campaignProblems(answer?.failure, i18n);
  const busy = fetcher.state !== "idle";
  if (me.role !== "admin")
    return (
      <div className="mx-auto max-w-screen-md px-4 py-6">
        <PageMeta title={t`New campaign`} description={t`Only admins make campaigns.`} noIndex />
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>New campaign</Trans>
        </h1>
        <p className="mt-2 text-slate-700">
          <Trans>Only admins make campaigns. You can follow every campaign on the campaigns page.</Trans>
        </p>
      </div>
    );
  const checkboxes = (name: string, legend: string, options: readonly (readonly [string, string])[]) => (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <p className="text-sm text-slate-600">
        <Trans>None ticked: any.</Trans>
      </p>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map(([value, label]) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" name={name} value={value} className="size-5" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <div className="mx-auto max-w-screen-md space-y-6 px-4 py-6">
      <PageMeta title={t`New campaign`} description={t`Invite people on the list for future studies to a study.`} noIndex />
      <div>
        <Link to="/admin/campaigns" className={linkStyles.standalone}>
          <Trans>Back to campaigns</Trans>
        </Link>
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>New campaign</Trans>
        </h1>
      </div>
      {templates.length === 0 ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <Trans>
            No invitation is approved yet. Add a template for "Campaign invitation" and record the ethics board's approval on the{" "}
            <Link to="/admin/templates" className={linkStyles.inline}>
              templates page
            </Link>
            .
          </Trans>
        </p>
      ) : null}
      <fetcher.Form method="post" noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-4">
        <FormField label={<Trans>Name (for staff)</Trans>} error={problems.fields.name}>
          {(control) => <input {...control} name="name" maxLength={80} required className={inputStyles} />}
        </FormField>
        <FormField label={<Trans>Study</Trans>} error={problems.fields.study}>
          {(control) => (
            <select {...control} name="study" required className={inputStyles} defaultValue="">
              <option value="" disabled>
                {t`Choose a study`}
              </option>
              {studyCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={<Trans>Invitation (approved template)</Trans>}
          hint={<Trans>The words are shown on the campaign's page before anything is sent.</Trans>}
          error={problems.fields.templateId}
        >
          {(control) => (
            <select {...control} name="templateId" required className={inputStyles} defaultValue="">
              <option value="" disabled>
                {t`Choose a template`}
              </option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">
            <Trans>Send by</Trans>
          </legend>
          <div className="mt-1 flex gap-4">
            {CAMPAIGN_CHANNELS.map((channel) => (
              <label key={channel} className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="channel" value={channel} defaultChecked={channel === "text"} className="size-5" />
                {i18n._(contactMethodLabels[channel])}
              </label>
            ))}
          </div>
        </fieldset>
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Who is invited</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>
            Only people whose yes lasts through the next 7 days, who agreed to this way of being reached and, for texts, said yes to texts.
            Nobody invited in the last 30 days, and nobody who answered NO about this study.
          </Trans>
        </p>
        {checkboxes(
          "topics",
          t`Health topics`,
          VOLUNTEER_TOPICS.map((topic) => [topic, i18n._(interestLabels[topic])] as const),
        )}
        {checkboxes(
          "languages",
          t`Languages`,
          LANGUAGES.map((language) => [language, i18n._(languageNames[language])] as const),
        )}
        {checkboxes(
          "ageBands",
          t`Age`,
          AGE_BANDS.map((band) => [band, band === "75+" ? t`75 or older` : band.replace("-", "–")] as const),
        )}
        <FormField
          label={<Trans>ZIP codes</Trans>}
          hint={<Trans>Whole codes or their first 3 or 4 digits, separated by spaces or commas. Empty: any.</Trans>}
          error={problems.fields.zips}
        >
          {(control) => <input {...control} name="zips" inputMode="numeric" className={inputStyles} />}
        </FormField>
        <FormField label={<Trans>Not invited to anything in the last (days)</Trans>} error={problems.fields["audience.notInvitedDays"]}>
          {(control) => (
            <input {...control} name="notInvitedDays" type="number" min={0} max={365} defaultValue={30} className={`${inputStyles} w-32`} />
          )}
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="count" disabled={busy} className={`${buttonStyles.secondary} ${compactButton}`}>
            <Trans>Count who it reaches</Trans>
          </button>
          <button type="submit" name="intent" value="create" disabled={busy} className={`${buttonStyles.primary} ${compactButton}`}>
            <Trans>Save as a draft</Trans>
          </button>
        </div>
        <p role="status" data-testid="audience-count" className="text-slate-900 empty:hidden">
          {answer?.count ? (
            <Trans>
              <Plural value={answer.count.count} one="# person" other="# people" /> now: {answer.count.byLanguage.es} in Spanish,{" "}
              {answer.count.byLanguage.en} in English.
            </Trans>
          ) : null}
        </p>
        <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {answer?.problem ? i18n._(answer.problem) : problems.form}
        </p>
      </fetcher.Form>
    </div>
  );
}
