import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useFetcher } from "react-router";
import type { PartnerDto } from "../../../../contract/partners";
import { describeError } from "../../../api/errorText";
import { notify } from "../../../ui/notify";
import { compactButton, buttonStyles, linkStyles } from "../../../ui/styles";
import { languageNames, partnerKindLabels } from "../labels";
import { sending, useAnswered } from "../staffActions";
import { clinicDate } from "../timeText";
import type { PartnerAnswer } from "./partnerAnswer";

/** One partner: who, their code, how many they referred, their private link, and what an admin can do. */
export function PartnerRow({ partner, onNewLink }: { partner: PartnerDto; onNewLink: (link: PartnerAnswer["link"]) => void }) {
  const { t, i18n } = useLingui();
  const fetcher = useFetcher<PartnerAnswer>();
  useAnswered(fetcher, (answer) => {
    if (answer.failure !== undefined) {
      notify({ type: "error", title: t`Not saved`, description: describeError(answer.failure, i18n) });
      return;
    }
    if (answer.link) onNewLink(answer.link);
    else if (answer.intent === "revoke-link")
      notify({ type: "success", title: t`Private link revoked`, description: t`The partner's form and counts no longer open.` });
  });
  const button = `${buttonStyles.secondary} ${compactButton}`;
  const act = (intent: string, label: string, confirm?: string) => (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={partner.id} />
      <button type="submit" name="intent" value={intent} className={button} disabled={sending(fetcher, intent)}>
        {label}
      </button>
    </fetcher.Form>
  );
  return (
    <tr className={`border-t border-slate-200 align-top ${partner.active ? "" : "text-slate-500"}`}>
      <td className="px-3 py-2">
        <span className="font-semibold">{partner.name}</span>
        <span className="block text-slate-600">
          {i18n._(partnerKindLabels[partner.kind])} · {i18n._(languageNames[partner.language])}
          {partner.studyId ? ` · ${partner.studyId}` : ""}
          {partner.active ? "" : ` · ${t`Inactive`}`}
        </span>
        {partner.contact ? <span className="block text-slate-600">{partner.contact}</span> : null}
      </td>
      <td className="px-3 py-2 font-mono text-base tracking-widest">{partner.code}</td>
      <td className="px-3 py-2">{i18n.number(partner.referrals)}</td>
      <td className="px-3 py-2">{partner.linkIssuedAt ? t`Made ${clinicDate(partner.linkIssuedAt, i18n)}` : t`None`}</td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/partners/${partner.id}/poster`} className={`${linkStyles.inline} inline-flex min-h-11 items-center`}>
            <Trans>Poster and card</Trans>
          </Link>
          {partner.active
            ? act(
                "issue-link",
                partner.linkIssuedAt ? t`New private link` : t`Make private link`,
                partner.linkIssuedAt ? t`The partner's current private link will stop working. Make a new one?` : undefined,
              )
            : null}
          {partner.linkIssuedAt
            ? act("revoke-link", t`Revoke private link`, t`The partner's form and counts will stop opening. Revoke?`)
            : null}
          {partner.active ? act("deactivate", t`Deactivate`) : act("activate", t`Activate`)}
        </div>
      </td>
    </tr>
  );
}
