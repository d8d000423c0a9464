import { useLingui } from "@lingui/react/macro";
import { officeHours } from "../content/site";

function formatTime(hhmm: string, locale: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return new Intl.DateTimeFormat(locale === "es" ? "es-MX" : "en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(1970, 0, 1, hours, minutes)));
}

/** SPEC §9 office hours, with times written the way each language writes them. */
export function OfficeHoursList({ className = "" }: { className?: string }) {
  const { t, i18n } = useLingui();
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${className}`}>
      {officeHours.map((row) => (
        <div key={row.schemaDays.join()} className="contents">
          <dt className="font-medium">{i18n._(row.days)}</dt>
          <dd>
            {row.opens && row.closes
              ? `${formatTime(row.opens, i18n.locale)} – ${formatTime(row.closes, i18n.locale)}`
              : t`Closed`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
