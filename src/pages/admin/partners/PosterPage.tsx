import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { clinic } from "../../../../contract/clinic";
import type { Language } from "../../../../contract/language";
import type { PartnerDto } from "../../../../contract/partners";
import { fetchPartner } from "../../../api/partners";
import { PageMeta } from "../../../shell/PageMeta";
import { buttonStyles, compactButton, linkStyles } from "../../../ui/styles";
import { QrCode } from "../security/QrCode";
import { partnerLink } from "./partnerLinks";
import { bothLanguages, posterWords } from "./posterWords";

type Loaded = { partner: PartnerDto; words: Record<Language, I18n> };

export async function loader({ request, params }: LoaderFunctionArgs): Promise<Loaded> {
  const [partner, words] = await Promise.all([fetchPartner(Number(params.id), request.signal), bothLanguages()]);
  return { partner, words };
}

/**
 * /admin/partners/:id/poster: a partner's bilingual poster, with a card to cut out, drawn here (the QR code too,
 * as the sign-in QR is: no outside service sees the link) and printed from the browser.
 */
export function Component() {
  const { t } = useLingui();
  const { partner, words } = useLoaderData() as Loaded;
  const link = partnerLink(partner.code, partner.language);
  const shown = link.replace(/^https?:\/\//, "");
  // The partner's language first.
  const order: Language[] = partner.language === "es" ? ["es", "en"] : ["en", "es"];
  const say = (key: keyof typeof posterWords) =>
    order.map((language) => (
      <span key={language} lang={language} className="block">
        {words[language]._(posterWords[key])}
      </span>
    ));
  const name = partner.name;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 print:max-w-none print:p-0">
      <PageMeta title={t`Poster for ${name}`} description={t`A printable poster and card with the partner's code.`} noIndex />
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/admin/partners" className={linkStyles.inline}>
          <Trans>Back to referral partners</Trans>
        </Link>
        <button type="button" className={`${buttonStyles.primary} ${compactButton}`} onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
      </div>
      <h1 className="text-xl font-bold text-brand-900 print:hidden">
        <Trans>Poster for {name}</Trans>
      </h1>
      <article
        aria-label={t`Poster`}
        className="space-y-5 rounded-2xl border-2 border-slate-300 bg-white p-4 text-center sm:p-8 text-slate-900 print:border-0"
      >
        <p className="text-lg font-bold text-brand-900">{clinic.name}</p>
        <h2 className="text-3xl leading-tight font-bold">{say("headline")}</h2>
        <p className="text-xl">{say("scan")}</p>
        <div className="flex justify-center">
          <QrCode value={link} label={t`QR code for ${shown}`} />
        </div>
        <p className="text-lg">
          {say("orVisit")}
          <span className="font-mono text-xl font-semibold break-all">{shown}</span>
        </p>
        <p className="text-xl">
          {say("code")}
          <span className="font-mono text-4xl font-bold tracking-[0.3em]">{partner.code}</span>
        </p>
        <p className="text-lg">
          {say("call")}
          <span className="text-2xl font-semibold">{clinic.phone}</span>
        </p>
        <p className="text-base text-slate-700">{say("choice")}</p>
      </article>
      <article
        aria-label={t`Card`}
        className="mx-auto w-full max-w-[3.5in] space-y-2 rounded-xl border-2 border-dashed border-slate-400 bg-white p-4 text-center text-sm text-slate-900 print:break-before-page"
      >
        <p className="font-bold text-brand-900">{clinic.name}</p>
        <div className="flex justify-center">
          <QrCode value={link} label={t`QR code for ${shown}`} size={120} />
        </div>
        <p className="font-mono break-all">{shown}</p>
        <p>
          {say("code")}
          <span className="font-mono text-xl font-bold tracking-[0.2em]">{partner.code}</span>
        </p>
        <p>{clinic.phone}</p>
      </article>
    </div>
  );
}
