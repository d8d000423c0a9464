import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { displayPhone } from "../../../../contract/phone";
import type { VolunteerRowDto } from "../../../../contract/volunteerList";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { channelLabels, interestLabels, languageNames } from "../labels";
import { clinicDate } from "../timeText";
import { consentStateLabels, sourceLabels } from "./registryLabels";

const cell = "px-3 py-2 align-top";

/** People on the list, a row each: who, how to reach them, what they want to hear about, and where their yes stands. */
export function VolunteerTable({ people }: { people: VolunteerRowDto[] }) {
  const { t, i18n } = useLingui();
  return (
    <ScrollRegion label={t`People on the list`}>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">{t`People on the list, newest first`}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={cell}>
              <Trans>Name</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Contact</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Topics</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Their yes</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Joined through</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Last contacted</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {people.map((person) => {
            const ends = clinicDate(person.consentEndsAt, i18n);
            return (
              <tr key={person.id}>
                <td className={cell}>
                  <Link to={`/admin/registry/${person.id}`} className="font-semibold text-brand-800 underline underline-offset-4">
                    {person.name}
                  </Link>
                  <div className="font-mono text-xs text-slate-600">{person.reference}</div>
                  {person.possibleDuplicateOf !== null ? (
                    <div className="text-xs font-semibold text-amber-800">
                      <Trans>Possible duplicate</Trans>
                    </div>
                  ) : null}
                </td>
                <td className={cell}>
                  {person.phone ? <div>{displayPhone(person.phone)}</div> : null}
                  {person.email ? <div className="break-all">{person.email}</div> : null}
                  <div className="text-xs text-slate-600">
                    {i18n._(languageNames[person.language])} ·{" "}
                    {person.channels
                      .map((channel) => (channel in channelLabels ? i18n._(channelLabels[channel as keyof typeof channelLabels]) : channel))
                      .join(", ")}
                  </div>
                </td>
                <td className={cell}>{person.topics.map((topic) => i18n._(interestLabels[topic])).join(", ") || t`None chosen`}</td>
                <td className={cell}>
                  <div>{i18n._(consentStateLabels[person.consent])}</div>
                  {person.texts === "awaiting_yes" ? (
                    <div className="text-xs text-amber-900">
                      <Trans>Texts: waiting for their YES</Trans>
                    </div>
                  ) : null}
                  {person.consent === "active" || person.consent === "renewal_due" ? (
                    <div className="text-xs text-slate-600">
                      <Trans>until {ends}</Trans>
                    </div>
                  ) : null}
                </td>
                <td className={cell}>{i18n._(sourceLabels[person.source])}</td>
                <td className={cell}>{person.lastContactedAt ? clinicDate(person.lastContactedAt, i18n) : t`Never`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
