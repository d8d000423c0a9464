import { useLingui } from "@lingui/react/macro";
import { site } from "../../content/site";

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
      referrerPolicy="no-referrer-when-downgrade"
      className="h-80 w-full rounded-2xl border-0 md:h-96"
    />
  );
}
