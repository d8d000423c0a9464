import { Trans, useLingui } from "@lingui/react/macro";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";

export default function ContactPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Contact Us`} description={t`Questions about a study? Send us a message or call our bilingual research team.`} />
      <PageHero title={<Trans>Contact Us</Trans>}>
        <p>
          <Trans>Questions about a study? Send us a message or call our bilingual research team.</Trans>
        </p>
      </PageHero>
    </>
  );
}
