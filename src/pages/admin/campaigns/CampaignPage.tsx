import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import {
  Link,
  useFetcher,
  useLoaderData,
  useRevalidator,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import {
  CAMPAIGN_ACTIONS,
  FUNNEL_STEPS,
  type CampaignAction,
  type CampaignDetailDto,
  type CampaignPersonDto,
  type FunnelStep,
} from "../../../../contract/campaigns";
import { LANGUAGES, type Language } from "../../../../contract/language";
import { controlCampaign, fetchCampaign, fetchCampaignPeople } from "../../../api/campaigns";
import { PageMeta } from "../../../shell/PageMeta";
import { notify } from "../../../ui/notify";
import { buttonStyles, compactButton, linkStyles } from "../../../ui/styles";
import { contactMethodLabels, languageNames } from "../labels";
import { replyLabels, volunteerMessageReasonLabels } from "../registry/registryLabels";
import { useStaffSession } from "../session";
import { changedByAction, readSubmission, refused, text, unknownIntent, useAnswered, type Answer } from "../staffActions";
import { clinicDateTime } from "../timeText";
import { campaignStateLabels, funnelStepLabels } from "./campaignLabels";
import { campaignProblems } from "./campaignProblems";
import { StartCampaignDialog } from "./StartCampaignDialog";

type Loaded = { campaign: CampaignDetailDto; step: FunnelStep | null; language: Language | null; people: CampaignPersonDto[] | null };

/** The campaign, and the people behind the number chosen in the URL (`?step=replied_yes&language=es`). */
export async function loader({ request, params }: LoaderFunctionArgs): Promise<Loaded> {
  const id = Number(params.id);
  const search = new URL(request.url).searchParams;
  const step = (FUNNEL_STEPS as readonly string[]).includes(search.get("step") ?? "") ? (search.get("step") as FunnelStep) : null;
  const language = (LANGUAGES as readonly string[]).includes(search.get("language") ?? "") ? (search.get("language") as Language) : null;
  const [campaign, people] = await Promise.all([
    fetchCampaign(id, request.signal),
    step ? fetchCampaignPeople(id, step, language, request.signal) : Promise.resolve(null),
  ]);
  return { campaign, step, language, people };
}

const DONE = {
  start: msg`Sending started.`,
  pause: msg`Paused: nothing more goes out until you resume.`,
  resume: msg`Sending again.`,
  cancel: msg`Cancelled: nothing more goes out.`,
} as const;

export async function action({ request, params }: ActionFunctionArgs): Promise<Answer> {
  const fields = await readSubmission(request);
  const intent = text(fields, "intent");
  try {
    if (!(CAMPAIGN_ACTIONS as readonly string[]).includes(intent)) throw unknownIntent(intent);
    await controlCampaign(Number(params.id), intent as CampaignAction);
    return { intent, changed: ["campaign"] };
  } catch (failure) {
    return refused(intent, failure);
  }
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => changedByAction(args, "campaign") ?? args.defaultShouldRevalidate;

/** What each state offers an admin. */
const ACTIONS_IN: Record<CampaignDetailDto["state"], CampaignAction[]> = {
  draft: ["start", "cancel"],
  running: ["pause", "cancel"],
  paused: ["resume", "cancel"],
  done: [],
  cancelled: [],
};

/**
 * /admin/campaigns/:id: what the campaign sends (the exact words per language and their cost in segments), its
 * state with what an admin may do next, and the funnel, where each number opens the people behind it. While it
 * sends, the numbers are read again every 15 seconds.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const { campaign, step, language, people } = useLoaderData() as Loaded;
  const { me } = useStaffSession();
  const fetcher = useFetcher<Answer>();
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  useAnswered(fetcher, (answer) => {
    setConfirming(false);
    if (!answer.failure) notify({ type: "success", title: t`Saved`, description: i18n._(DONE[answer.intent as CampaignAction]) });
  });
  const preparing = campaign.preparing !== null;
  useEffect(() => {
    if (campaign.state !== "running") return;
    // While the start writes its people in steps, the counts move every second or two.
    const timer = setInterval(() => revalidator.state === "idle" && void revalidator.revalidate(), preparing ? 2_000 : 15_000);
    return () => clearInterval(timer);
  }, [campaign.state, preparing, revalidator]);
  const error = campaignProblems(fetcher.data?.failure, i18n);
  const failure = [error.form, ...Object.values(error.fields)].filter(Boolean).join(" ");
  const count = (value: number, s: FunnelStep, l: Language | null) => (
    <Link
      to={`?step=${s}${l ? `&language=${l}` : ""}`}
      preventScrollReset
      className={linkStyles.inline}
      aria-label={`${value}: ${i18n._(funnelStepLabels[s])}${l ? `, ${i18n._(languageNames[l])}` : ""}`}
      aria-current={step === s && language === l ? "true" : undefined}
    >
      {value}
    </Link>
  );
  return (
    <div className="mx-auto max-w-screen-xl space-y-6 px-4 py-6">
      <PageMeta title={t`Campaign ${campaign.name}`} description={t`A campaign's words, state and funnel.`} noIndex />
      <div>
        <Link to="/admin/campaigns" className={linkStyles.standalone}>
          <Trans>Back to campaigns</Trans>
        </Link>
        <h1 className="text-2xl font-bold text-brand-900">{campaign.name}</h1>
        <p className="mt-1 text-slate-700">
          {campaign.study.code}
          {campaign.study.title ? ` · ${campaign.study.title[i18n.locale === "es" ? "es" : "en"]}` : ""} ·{" "}
          {i18n._(contactMethodLabels[campaign.channel])} ·{" "}
          <span data-testid="campaign-state">{i18n._(campaignStateLabels[campaign.state])}</span>
        </p>
        {campaign.startedAt ? (
          <p className="text-sm text-slate-600">
            <Trans>Started {clinicDateTime(campaign.startedAt, i18n)}</Trans>
          </p>
        ) : null}
        {preparing ? (
          <p role="status" className="text-sm text-slate-700" data-testid="campaign-preparing">
            <Trans>Getting the list of people ready. The numbers below grow until every person is in it.</Trans>
          </p>
        ) : null}
      </div>

      {me.role === "admin" && ACTIONS_IN[campaign.state].length > 0 ? (
        <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
          {ACTIONS_IN[campaign.state].map((action) => (
            <button
              key={action}
              // Starting asks first (StartCampaignDialog): nothing sent can be taken back.
              type={action === "start" ? "button" : "submit"}
              onClick={action === "start" ? () => setConfirming(true) : undefined}
              name="intent"
              value={action}
              disabled={fetcher.state !== "idle"}
              className={`${action === "cancel" ? buttonStyles.secondary : buttonStyles.primary} ${compactButton}`}
            >
              {action === "start" ? (
                <Trans>Start sending to {campaign.audienceCount.count} people</Trans>
              ) : action === "pause" ? (
                <Trans>Pause</Trans>
              ) : action === "resume" ? (
                <Trans>Resume</Trans>
              ) : (
                <Trans>Cancel the campaign</Trans>
              )}
            </button>
          ))}
          <p role="alert" className="w-full text-sm font-medium text-red-700 empty:hidden">
            {failure}
          </p>
        </fetcher.Form>
      ) : null}
      {campaign.state === "draft" ? (
        <StartCampaignDialog
          campaign={campaign}
          open={confirming}
          busy={fetcher.state !== "idle"}
          onStart={() => void fetcher.submit({ intent: "start" }, { method: "post" })}
          onCancel={() => setConfirming(false)}
        />
      ) : null}

      <section aria-labelledby="campaign-words" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="campaign-words" className="text-lg font-semibold text-slate-900">
          <Trans>What each person receives</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>
            Template "{campaign.template.name}", version {campaign.template.version}, as the ethics board approved it.
          </Trans>
        </p>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {LANGUAGES.map((l) => (
            <figure key={l} className="rounded-lg bg-slate-50 p-3">
              <figcaption className="text-sm font-medium text-slate-800">
                {i18n._(languageNames[l])}
                {campaign.channel === "text" ? (
                  <>
                    {" · "}
                    <Trans>{campaign.preview[l].segments} parts per text</Trans>
                  </>
                ) : null}
              </figcaption>
              {campaign.preview[l].subject ? <p className="mt-1 font-medium">{campaign.preview[l].subject}</p> : null}
              <p lang={l} data-testid={`preview-${l}`} className="mt-1 whitespace-pre-line text-slate-900">
                {campaign.preview[l].body}
              </p>
            </figure>
          ))}
        </div>
      </section>

      <section aria-labelledby="campaign-funnel" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="campaign-funnel" className="text-lg font-semibold text-slate-900">
          <Trans>From sent to enrolled</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>
            People, not messages. Still to go: {campaign.funnel.pending}. Text parts sent: {campaign.funnel.segments.sent} of{" "}
            {campaign.funnel.segments.planned} planned.
          </Trans>
        </p>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="campaign-funnel">
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  <Trans>Step</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Everyone</Trans>
                </th>
                {LANGUAGES.map((l) => (
                  <th key={l} scope="col" className="px-3 py-2">
                    {i18n._(languageNames[l])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {FUNNEL_STEPS.map((s) => (
                <tr key={s} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {i18n._(funnelStepLabels[s])}
                  </th>
                  <td className="px-3 py-2" data-step={s}>
                    {count(campaign.funnel.total[s], s, null)}
                  </td>
                  {LANGUAGES.map((l) => (
                    <td key={l} className="px-3 py-2">
                      {count(campaign.funnel.byLanguage[l][s], s, l)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {Object.keys(campaign.funnel.failedBy).length > 0 ? (
          <>
            <h3 className="mt-4 font-semibold text-slate-900">
              <Trans>Why some did not go</Trans>
            </h3>
            <ul className="mt-1 list-disc pl-6 text-sm">
              {Object.entries(campaign.funnel.failedBy).map(([reason, n]) => (
                <li key={reason}>
                  {volunteerMessageReasonLabels[reason] ? i18n._(volunteerMessageReasonLabels[reason]) : reason}: {n}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {step && people ? (
        <section aria-labelledby="campaign-people" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="campaign-people" className="text-lg font-semibold text-slate-900" tabIndex={-1}>
            {i18n._(funnelStepLabels[step])}
            {language ? ` · ${i18n._(languageNames[language])}` : ""}
          </h2>
          {people.length === 0 ? (
            <p className="text-slate-700">
              <Trans>Nobody.</Trans>
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200" data-testid="campaign-people">
              {people.map((person) => (
                <li key={person.volunteerId} className="flex flex-wrap items-center gap-x-4 py-2">
                  <Link to={`/admin/registry/${person.volunteerId}`} className={linkStyles.inline}>
                    <bdi>{person.name}</bdi>
                  </Link>
                  <span className="text-sm text-slate-600">{person.reference}</span>
                  {person.reply ? <span className="text-sm">{i18n._(replyLabels[person.reply])}</span> : null}
                  {person.inquiryId ? (
                    <Link to={`/admin/inquiries/${person.inquiryId}`} className={linkStyles.inline}>
                      <Trans>Inquiry #{person.inquiryId}</Trans>
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
