import { Trans, useLingui } from "@lingui/react/macro";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";

export default function StudiesPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Current Studies`} description={t`Browse the clinical studies now enrolling at our site and find out whether you may qualify.`} />
      <PageHero title={<Trans>Current Studies</Trans>}>
        <p>
          <Trans>Browse the clinical studies now enrolling at our site and find out whether you may qualify.</Trans>
        </p>
      </PageHero>
    </>
  );
}
