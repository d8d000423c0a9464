import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { CLINIC_TIME_ZONE } from "../../../../contract/clinicTime";
import { localDayOf } from "../../../../contract/businessTime";
import type { AgendaRowDto } from "../../../../contract/visits";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { languageNames, visitStateLabels, visitTypeLabels } from "../labels";

/** One day of the agenda: a table a coordinator can also print as the day sheet. */
export function AgendaDay({ day, rows }: { day: string; rows: AgendaRowDto[] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === "es" ? "es-MX" : "en-US";
  const heading = new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
    new Date(`${day}T12:00:00Z`),
  );
  const time = new Intl.DateTimeFormat(locale, { timeZone: CLINIC_TIME_ZONE, hour: "numeric", minute: "2-digit" });
  return (
    <ScrollRegion label={heading}>
      <table className="w-full text-left text-sm print:text-xs">
        <caption className="px-3 pt-3 text-left text-base font-semibold text-slate-900 capitalize">{heading}</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">{t`Time`}</th>
            <th scope="col" className="px-3 py-2">{t`Person`}</th>
            <th scope="col" className="px-3 py-2">{t`Study`}</th>
            <th scope="col" className="px-3 py-2">{t`Type`}</th>
            <th scope="col" className="px-3 py-2">{t`State`}</th>
            <th scope="col" className="px-3 py-2">{t`Language`}</th>
            <th scope="col" className="px-3 py-2">{t`Reminded`}</th>
            <th scope="col" className="px-3 py-2">{t`Confirmed`}</th>
            <th scope="col" className="px-3 py-2">{t`With`}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map(({ visit, person, overlaps }) => (
            <tr key={visit.id} className={visit.state === "cancelled" ? "text-slate-500 line-through" : undefined}>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {time.format(new Date(visit.startAt))}
                <span className="text-slate-600"> · {visit.durationMinutes} min</span>
              </td>
              <th scope="row" className="px-3 py-2 font-normal">
                <Link to={`/admin/inquiries/${visit.inquiryId}`} className="font-semibold text-brand-800 underline underline-offset-4">
                  <bdi>{person.name || t`(erased)`}</bdi>
                </Link>
                <span className="text-slate-600"> #{visit.inquiryId}</span>
              </th>
              <td className="px-3 py-2">{visit.studyId ?? "—"}</td>
              <td className="px-3 py-2">{i18n._(visitTypeLabels[visit.type])}</td>
              <td className="px-3 py-2">
                {i18n._(visitStateLabels[visit.state])}
                {overlaps ? (
                  <span className="ml-1 rounded bg-amber-100 px-1 font-semibold text-amber-950">
                    <Trans>Overlaps</Trans>
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">{person.language ? i18n._(languageNames[person.language]) : "—"}</td>
              <td className="px-3 py-2">{visit.remindedAt ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
              <td className="px-3 py-2">{visit.confirmedAt || visit.state === "confirmed" ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
              <td className="px-3 py-2">
                <bdi>{visit.staff?.displayName ?? "—"}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The rows grouped by the clinic's local day, in order. */
export function byDay(rows: AgendaRowDto[]): [string, AgendaRowDto[]][] {
  const days = new Map<string, AgendaRowDto[]>();
  for (const row of rows) {
    const day = localDayOf(new Date(row.visit.startAt));
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  return [...days];
}
