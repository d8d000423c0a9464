import { Trans, useLingui } from "@lingui/react/macro";
import { site } from "../../content/site";
import { ExternalLink } from "../../ui/ExternalLink";
import { Icon } from "../../ui/Icon";
import { buttonStyles } from "../../ui/styles";

/** The clinic on a map (search by address, zoom 15), loaded only when scrolled near. */
export function MapEmbed() {
  const { t, i18n } = useLingui();
  const src = `https://maps.google.com/maps?q=${encodeURIComponent(site.mapQuery)}&z=${site.mapZoom}&hl=${i18n.locale}&output=embed`;
  return (
    <iframe
      title={t`Map showing the location of our clinic`}
      src={src}
      width="600"
      height="400"
      loading="lazy"
      // The map's provider must not learn which page (or study, ?study=...) the visitor is on.
      referrerPolicy="no-referrer"
      className="h-80 w-full rounded-2xl border-0 md:h-96"
    />
  );
}

/** Directions to the clinic's address in the same maps service, in a new tab (the link says so). */
export function DirectionsLink() {
  const { i18n } = useLingui();
  const href = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(site.mapQuery)}&hl=${i18n.locale}`;
  return (
    <ExternalLink href={href} className={`${buttonStyles.secondary} min-h-11 px-4 py-2 text-sm`}>
      <Icon name="map" className="size-5" />
      <Trans>Get directions</Trans>
    </ExternalLink>
  );
}
