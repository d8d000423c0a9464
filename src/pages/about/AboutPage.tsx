import { Trans, useLingui } from "@lingui/react/macro";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";

export default function AboutPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`About Us`} description={t`Meet the physician investigators and the team behind our community research site in Imperial, California.`} />
      <PageHero title={<Trans>About Us</Trans>}>
        <p>
          <Trans>Meet the physician investigators and the team behind our community research site in Imperial, California.</Trans>
        </p>
      </PageHero>
    </>
  );
}
