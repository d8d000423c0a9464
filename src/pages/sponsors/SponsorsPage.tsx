import { Trans, useLingui } from "@lingui/react/macro";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";

export default function SponsorsPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`For Sponsors`} description={t`An experienced Phase I to IV research site with fast start-up and access to a large Hispanic community.`} />
      <PageHero title={<Trans>For Sponsors</Trans>}>
        <p>
          <Trans>An experienced Phase I to IV research site with fast start-up and access to a large Hispanic community.</Trans>
        </p>
      </PageHero>
    </>
  );
}
