import { Trans, useLingui } from "@lingui/react/macro";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";

export default function AdminLoginPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Admin Login`} description={t`Enter your credentials to access the admin dashboard`} />
      <PageHero title={<Trans>Admin Login</Trans>}>
        <p>
          <Trans>Enter your credentials to access the admin dashboard</Trans>
        </p>
      </PageHero>
    </>
  );
}
