import { Trans, useLingui } from "@lingui/react/macro";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";

export default function AdminPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Admin Dashboard`} description={t`Review and resolve the inquiries visitors send.`} />
      <PageHero title={<Trans>Admin Dashboard</Trans>}>
        <p>
          <Trans>Review and resolve the inquiries visitors send.</Trans>
        </p>
      </PageHero>
    </>
  );
}
