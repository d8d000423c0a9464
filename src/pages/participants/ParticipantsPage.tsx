import { Trans, useLingui } from "@lingui/react/macro";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";

export default function ParticipantsPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`For Participants`} description={t`What to expect when you join a clinical study: your safety, your privacy and your rights come first.`} />
      <PageHero title={<Trans>For Participants</Trans>}>
        <p>
          <Trans>What to expect when you join a clinical study: your safety, your privacy and your rights come first.</Trans>
        </p>
      </PageHero>
    </>
  );
}
