import { useLingui } from "@lingui/react/macro";
import { officeHours } from "../content/site";

/**
 * "8:00 AM" / "8:00 a.m.": written out here rather than by Intl, whose spaces differ between ICU versions
 * (the build's Node and a visitor's browser), which would make the prerendered footer fail to hydrate.
 */
export function formatTime(hhmm: string, locale: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const morning = hours < 12;
  const suffix = locale === "es" ? (morning ? "a.m." : "p.m.") : morning ? "AM" : "PM";
  return `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** docs/product.md#constants office hours, with times written the way each language writes them. */
export function OfficeHoursList({ className = "" }: { className?: string }) {
  const { t, i18n } = useLingui();
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${className}`}>
      {officeHours.map((row) => (
        <div key={row.days.id} className="contents">
          <dt className="font-medium">{i18n._(row.days)}</dt>
          {/* A time range stays on one line ("8:00 a.m. – 8:00 p.m.", never "8:00 / p.m."). */}
          <dd className="whitespace-nowrap">
            {row.opens && row.closes ? `${formatTime(row.opens, i18n.locale)} – ${formatTime(row.closes, i18n.locale)}` : t`Closed`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
