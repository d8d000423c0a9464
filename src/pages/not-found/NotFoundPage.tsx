import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { PageMeta } from "../../shell/PageMeta";
import { buttonStyles } from "../../ui/styles";

export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <PageMeta title={t`404 Page Not Found`} description={t`The page you are looking for does not exist.`} noIndex />
      <h1 className="text-4xl font-bold text-brand-900">
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        <Trans>Did you forget to add the page to the router?</Trans>
      </p>
      <Link to="/" className={`${buttonStyles.primary} mt-8`}>
        <Trans>Back to Home</Trans>
      </Link>
    </div>
  );
}
