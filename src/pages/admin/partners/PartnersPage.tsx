import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLoaderData, type ActionFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import type { PartnerDto, PartnerInput } from "../../../../contract/partners";
import { changePartner, createPartner, fetchPartners, issuePartnerLink, revokePartnerLink } from "../../../api/partners";
import { PageMeta } from "../../../shell/PageMeta";
import { changedByAction, readSubmission, refused, text, unknownIntent } from "../staffActions";
import { NewPartnerForm } from "./NewPartnerForm";
import type { PartnerAnswer } from "./partnerAnswer";
import { NewLinkNotice } from "./NewLinkNotice";
import { PartnerRow } from "./PartnerRow";

export async function loader({ request }: { request: Request }): Promise<PartnerDto[]> {
  return fetchPartners(request.signal);
}

export async function action({ request }: ActionFunctionArgs): Promise<PartnerAnswer> {
  const fields = await readSubmission(request);
  const intent = text(fields, "intent");
  const id = Number(text(fields, "id"));
  try {
    switch (intent) {
      case "create":
        await createPartner(fields.partner as PartnerInput);
        return { intent, changed: ["partners"] };
      case "activate":
      case "deactivate":
        await changePartner(id, { active: intent === "activate" });
        return { intent, changed: ["partners"] };
      case "issue-link":
        return { intent, changed: ["partners"], link: { ...(await issuePartnerLink(id)), partnerId: id } };
      case "revoke-link":
        await revokePartnerLink(id);
        return { intent, changed: ["partners"] };
      default:
        throw unknownIntent(intent);
    }
  } catch (failure) {
    return refused(intent, failure);
  }
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => changedByAction(args, "partners") ?? args.defaultShouldRevalidate;

/**
 * /admin/partners (admins; docs/partners.md): the doctors' offices, promotoras, organizations and events that refer
 * people, each with a code, a link and a poster, and a private link to a referral form and their own counts.
 */
export function Component() {
  const { t } = useLingui();
  const partners = useLoaderData() as PartnerDto[];
  const [shown, setShown] = useState<PartnerAnswer["link"] | null>(null);
  const showing = shown ? partners.find((partner) => partner.id === shown.partnerId) : undefined;
  return (
    <div className="mx-auto max-w-screen-xl space-y-6 px-4 py-6">
      <PageMeta title={t`Referral partners`} description={t`Doctors' offices, promotoras and events that refer people to us.`} noIndex />
      <div>
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Referral partners</Trans>
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          <Trans>
            Each partner gets a code, a link and a poster with a QR code. People who come by them are counted as theirs. A private link
            opens a referral form and the partner's own counts: never names, and every number under 5 shows as "fewer than 5".
          </Trans>
        </p>
      </div>
      {shown && showing ? <NewLinkNotice link={shown} partner={showing} onClose={() => setShown(null)} /> : null}
      {partners.length === 0 ? (
        <p className="text-slate-700">
          <Trans>No partners yet. Add the first one below.</Trans>
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Referral partners, by name</Trans>
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  <Trans>Partner</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Code</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Referrals</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Private link</Trans>
                </th>
                <th scope="col" className="px-3 py-2">
                  <Trans>Actions</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {partners.map((partner) => (
                <PartnerRow key={partner.id} partner={partner} onNewLink={setShown} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewPartnerForm />
    </div>
  );
}
