import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { CampaignDto } from "../../../../contract/campaigns";
import { fetchCampaigns } from "../../../api/campaigns";
import { PageMeta } from "../../../shell/PageMeta";
import { buttonStyles, compactButton, linkStyles } from "../../../ui/styles";
import { contactMethodLabels } from "../labels";
import { useStaffSession } from "../session";
import { clinicDate } from "../timeText";
import { campaignStateLabels } from "./campaignLabels";

export async function loader({ request }: LoaderFunctionArgs): Promise<CampaignDto[]> {
  return fetchCampaigns(request.signal);
}

/** /admin/campaigns: every campaign to the list for future studies (docs/campaigns.md), newest first. */
export function Component() {
  const { t, i18n } = useLingui();
  const campaigns = useLoaderData() as CampaignDto[];
  const { me } = useStaffSession();
  return (
    <div className="mx-auto max-w-screen-xl space-y-6 px-4 py-6">
      <PageMeta title={t`Campaigns`} description={t`Invitations to the list for future studies when a study opens.`} noIndex />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">
            <Trans>Campaigns</Trans>
          </h1>
          <p className="mt-2 max-w-3xl text-slate-700">
            <Trans>
              When a study opens, invite the people on the list for future studies who may fit it, with a message the ethics board approved.
              Texts go out slowly, within the carriers' limits, and only in texting hours.
            </Trans>
          </p>
        </div>
        {me.role === "admin" ? (
          <Link to="/admin/campaigns/new" className={`${buttonStyles.primary} ${compactButton}`}>
            <Trans>New campaign</Trans>
          </Link>
        ) : null}
      </div>
      {campaigns.length === 0 ? (
        <p className="text-slate-700">
          <Trans>No campaigns yet.</Trans>
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Campaigns, newest first</Trans>
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  <Trans>Campaign</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Study</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>By</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>State</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>People</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Made</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((campaign) => (
                <tr key={campaign.id} className="border-t border-slate-200">
                  <td className="px-3 py-2">
                    <Link to={`/admin/campaigns/${campaign.id}`} className={linkStyles.inline}>
                      {campaign.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{campaign.study.code}</td>
                  <td className="px-3 py-2">{i18n._(contactMethodLabels[campaign.channel])}</td>
                  <td className="px-3 py-2">{i18n._(campaignStateLabels[campaign.state])}</td>
                  <td className="px-3 py-2">
                    <Plural value={campaign.audienceCount.count} one="# person" other="# people" />
                  </td>
                  <td className="px-3 py-2">{clinicDate(campaign.createdAt, i18n)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
