import { Trans, useLingui } from "@lingui/react/macro";
import type { PublicRegistryDto } from "../../../contract/studies";
import { ExternalLink } from "../../ui/ExternalLink";
import { linkStyles } from "../../ui/styles";

/**
 * What ClinicalTrials.gov says about the study, in its own words (English), labelled as such with the date
 * of its last update: the page's plain-language text is the clinic's; this part is the registry's.
 */
export function RegistryFacts({ registry, registrationUrl }: { registry: PublicRegistryDto; registrationUrl: string }) {
  const { t, i18n } = useLingui();
  const updated = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(registry.updatedOn));
  const ages = [registry.minimumAge, registry.maximumAge].filter(Boolean).join(" – ");
  const facts: [string, string][] = [
    [t`Official title`, registry.officialTitle ?? registry.briefTitle],
    [t`Conditions`, registry.conditions.join(", ")],
    [t`Phase`, registry.phases.map((phase) => phase.replace(/^PHASE/, "")).join(", ")],
    [t`Status in the registry`, registry.overallStatus.replaceAll("_", " ").toLowerCase()],
    [t`Ages`, ages],
    [t`Lead sponsor`, registry.sponsor ?? ""],
  ];
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" data-testid="registry-facts">
      <p className="font-semibold text-slate-900">
        <ExternalLink href={registrationUrl} className={linkStyles.inline}>
          <Trans>From ClinicalTrials.gov, updated {updated}</Trans>
        </ExternalLink>
      </p>
      <p className="mt-1 text-base text-slate-700">
        <Trans>In the registry's own words, in English.</Trans>
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-900">{label}</dt>
              <dd lang="en" className="text-slate-800">
                {value}
              </dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
