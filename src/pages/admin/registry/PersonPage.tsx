import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { displayPhone } from "../../../../contract/phone";
import type { VolunteerDetailDto } from "../../../../contract/volunteerList";
import { fetchVolunteer } from "../../../api/volunteers";
import { PageMeta } from "../../../shell/PageMeta";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { linkStyles } from "../../../ui/styles";
import { channelLabels, interestLabels, languageNames, statusLabels } from "../labels";
import { clinicDate, clinicDateTime } from "../timeText";
import { changedByAction } from "../staffActions";
import { consentActionLabels, consentStateLabels, sourceLabels } from "./registryLabels";
import { SheetPhoto, sheetPhotoAction } from "./SheetPhoto";
import { BackToList } from "./BackToList";
import { ErasePerson, eraseAction } from "./ErasePerson";
import { useStaffSession } from "../session";
import { PersonMessages } from "./PersonMessages";

/** One person on the list, read before the screen renders (a 404 shows the staff area's error page). */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<VolunteerDetailDto> {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new Response("Not found", { status: 404 });
  return fetchVolunteer(id, request.signal);
}

/** The page's changes: the photo of the signed sheet, or erasing the person (admins). */
export async function action(args: ActionFunctionArgs) {
  const intent = new URL(args.request.url).searchParams.get("intent") ?? (await args.request.clone().formData()).get("intent");
  return intent === "erase" ? eraseAction(args) : sheetPhotoAction(args);
}

/** Read again after a photo is kept (whether one is kept shows on the page), or on a navigation. */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => changedByAction(args, "person") ?? args.defaultShouldRevalidate;

const cell = "px-3 py-2 align-top";

/** Where the person's yes stands, in one sentence per state (the date reads differently in each). */
function consentText(person: VolunteerDetailDto, i18n: I18n): string {
  const date = clinicDate(person.consentEndsAt, i18n);
  switch (person.consent) {
    case "active":
      return i18n._(msg`Active until ${date}`);
    case "renewal_due":
      return i18n._(msg`Renewal due: it ends on ${date}`);
    case "expired":
      return i18n._(msg`Expired on ${date}`);
    case "withdrawn":
      return i18n._(consentStateLabels.withdrawn);
  }
}

/** /admin/registry/:id: what the list keeps about one person, their consent history, our messages to them, and the inquiries they sent. */
export function Component() {
  const { t, i18n } = useLingui();
  const { me } = useStaffSession();
  const person = useLoaderData() as VolunteerDetailDto;
  const reference = person.reference;
  const channel = (value: string) => (value in channelLabels ? i18n._(channelLabels[value as keyof typeof channelLabels]) : value);
  const facts: [string, string][] = [
    [t`Reference`, person.reference],
    [t`Phone`, person.phone ? displayPhone(person.phone) : t`None given`],
    [t`Email`, person.email ?? t`None given`],
    [t`Language`, i18n._(languageNames[person.language])],
    [t`Year of birth`, person.birthYear === null ? t`None given` : String(person.birthYear)],
    [t`ZIP code`, person.zip ?? t`None given`],
    [t`Topics`, person.topics.map((topic) => i18n._(interestLabels[topic])).join(", ") || t`None chosen`],
    [t`May be reached by`, person.channels.map(channel).join(", ")],
    [
      t`Texts from the list`,
      person.texts === "confirmed"
        ? t`They answered YES on ${clinicDate(person.textsConfirmedAt!, i18n)}`
        : person.texts === "awaiting_yes"
          ? t`Waiting for their YES to our text: no other text of the list goes to them until then`
          : t`They did not agree to texts`,
    ],
    [t`Joined through`, i18n._(sourceLabels[person.source])],
    [t`Referral partner`, person.partner ?? t`None`],
    [t`Statement agreed to`, person.consentStatement],
    [t`Their yes`, consentText(person, i18n)],
    [t`Last contacted`, person.lastContactedAt ? clinicDate(person.lastContactedAt, i18n) : t`Never`],
  ];
  return (
    <div className="mx-auto max-w-screen-lg space-y-6 px-4 py-6">
      {/* The reference, never the name, in the tab's title (titles stay in the browser's history). */}
      <PageMeta title={t`List entry ${reference}`} description={t`One person on the future studies list.`} noIndex />
      <BackToList />
      <h1 className="text-2xl font-bold text-brand-900">{person.name}</h1>
      {person.possibleDuplicateOf !== null ? (
        <p className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-900">
          <Trans>
            This may be the same person as an earlier entry with the same phone or email.{" "}
            <Link to={`/admin/registry/${person.possibleDuplicateOf}`} className={linkStyles.inline}>
              See the earlier entry
            </Link>
            . Nothing was merged.
          </Trans>
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {/* The table's scroll box is the region named "Consent history"; the section is not a second one. */}
      <section className="space-y-2">
        <h2 className="text-xl font-bold text-brand-900">
          <Trans>Consent history</Trans>
        </h2>
        <ScrollRegion label={t`Consent history`}>
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
                  <Trans>Entered by</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {person.history.map((entry, index) => (
                <tr key={index}>
                  <td className={cell}>{clinicDateTime(entry.at, i18n)}</td>
                  <td className={cell}>{i18n._(consentActionLabels[entry.action])}</td>
                  <td className={cell}>
                    {[entry.source ? i18n._(sourceLabels[entry.source]) : "", entry.how ?? ""].filter(Boolean).join(" · ")}
                  </td>
                  <td className={cell}>{entry.actor ?? t`The person`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
      <PersonMessages messages={person.messages} />
      {person.source === "event_sheet" || person.hasSheetPhoto ? (
        <SheetPhoto personId={person.id} reference={reference} hasPhoto={person.hasSheetPhoto} />
      ) : null}
      <section className="space-y-2">
        <h2 className="text-xl font-bold text-brand-900">
          <Trans>Inquiries from the same phone or email</Trans>
        </h2>
        {person.inquiries.length > 0 ? (
          <ul className="list-disc space-y-1 pl-6">
            {person.inquiries.map((inquiry) => (
              <li key={inquiry.id}>
                <Link to={`/admin/inquiries/${inquiry.id}`} className={linkStyles.inline}>
                  {clinicDate(inquiry.createdAt, i18n)}
                </Link>{" "}
                · {inquiry.status in statusLabels ? i18n._(statusLabels[inquiry.status as keyof typeof statusLabels]) : inquiry.status}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">
            <Trans>None.</Trans>
          </p>
        )}
      </section>
      {me.role === "admin" ? <ErasePerson reference={reference} /> : null}
    </div>
  );
}
