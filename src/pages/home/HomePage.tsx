import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { PageMeta } from "../../shell/PageMeta";
import { buttonStyles } from "../../ui/styles";

export default function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Clinical Research in Imperial County`}
        description={t`Community clinical research site in Imperial, California. Find a study, learn how participation works and talk with our bilingual team.`}
      />
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-6xl">
            <Trans>Advancing Medicine in Our Community</Trans>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50 md:text-xl">
            <Trans>
              Join clinical research studies close to home and help bring new treatments to families like yours.
            </Trans>
          </p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <Link to="/studies" className={buttonStyles.onDark}>
              <Trans>Find a Study</Trans>
            </Link>
            <Link to="/participants" className={buttonStyles.outlineOnDark}>
              <Trans>How It Works</Trans>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
