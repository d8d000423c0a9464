import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { linkStyles } from "../../../ui/styles";
import type { VolunteerDetailDto } from "../../../../contract/volunteerList";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { messageChannelLabels, messageStatusLabels } from "../labels";
import { clinicDateTime } from "../timeText";
import { replyLabels, volunteerMessageKindLabels, volunteerMessageReasonLabels } from "./registryLabels";

const cell = "px-3 py-2 align-top";

/** A campaign's invitation: the study, the campaign, and what came of it (their answer, the inquiry it became). */
function Invitation({ invitation }: { invitation: NonNullable<VolunteerDetailDto["messages"][number]["invitation"]> }) {
  const { i18n } = useLingui();
  return (
    <div className="text-xs text-slate-700">
      {invitation.study} ·{" "}
      <Link to={`/admin/campaigns/${invitation.campaignId}`} className={linkStyles.inline}>
        {invitation.campaign}
      </Link>
      {invitation.reply ? (
        <>
          {" · "}
          <Trans>Answered: {i18n._(replyLabels[invitation.reply])}</Trans>
        </>
      ) : null}
      {invitation.inquiryId ? (
        <>
          {" · "}
          <Link to={`/admin/inquiries/${invitation.inquiryId}`} className={linkStyles.inline}>
            <Trans>Inquiry #{invitation.inquiryId}</Trans>
          </Link>
        </>
      ) : null}
    </div>
  );
}

/** The list's messages to the person (the welcome, the renewal reminders, campaigns' invitations): what, how, and where each stands. */
export function PersonMessages({ messages }: { messages: VolunteerDetailDto["messages"] }) {
  const { t, i18n } = useLingui();
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-bold text-brand-900">
        <Trans>Messages from the list</Trans>
      </h2>
      {messages.length === 0 ? (
        <p className="text-slate-700">
          <Trans>None yet.</Trans>
        </p>
      ) : (
        <ScrollRegion label={t`Messages from the list`}>
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={cell}>
                  <Trans>When</Trans>
                </th>
                <th scope="col" className={cell}>
                  <Trans>What</Trans>
                </th>
                <th scope="col" className={cell}>
                  <Trans>How</Trans>
                </th>
                <th scope="col" className={cell}>
                  <Trans>Where it stands</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {messages.map((message, index) => {
                const reason = message.failureReason;
                const why = reason ? (volunteerMessageReasonLabels[reason] ? i18n._(volunteerMessageReasonLabels[reason]) : reason) : null;
                return (
                  <tr key={index}>
                    <td className={cell}>{clinicDateTime(message.at, i18n)}</td>
                    <td className={cell}>
                      {i18n._(volunteerMessageKindLabels[message.kind])}
                      {message.invitation ? <Invitation invitation={message.invitation} /> : null}
                    </td>
                    <td className={cell}>{i18n._(messageChannelLabels[message.channel])}</td>
                    <td className={cell}>
                      {i18n._(messageStatusLabels[message.status])}
                      {why && (message.status === "failed" || message.status === "cancelled") ? (
                        <div className="text-xs text-slate-700">{why}</div>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
