import { Trans, useLingui } from "@lingui/react/macro";
import type { VolunteerDetailDto } from "../../../../contract/volunteerList";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { messageChannelLabels, messageStatusLabels } from "../labels";
import { clinicDateTime } from "../timeText";
import { volunteerMessageKindLabels, volunteerMessageReasonLabels } from "./registryLabels";

const cell = "px-3 py-2 align-top";

/** The list's own messages to the person (the welcome and the renewal reminders): what, how, and where each stands. */
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
                    <td className={cell}>{i18n._(volunteerMessageKindLabels[message.kind])}</td>
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
