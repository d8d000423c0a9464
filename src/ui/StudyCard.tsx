import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { studySlug } from "../../contract/studies";
import type { Study } from "../content/studies";
import { linkStyles } from "./styles";

/** A study with its image, status badge, eligibility and the 'See if you qualify' link (docs/product.md#screens-and-routes). */
/** `imageLoading="eager"` where the card is likely in the first screenful (the studies list). */
export function StudyCard({ study, imageLoading = "lazy" }: { study: Study; imageLoading?: "lazy" | "eager" }) {
  const { i18n } = useLingui();
  const headingId = `study-${study.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img
        src={study.image}
        alt=""
        width="640"
        height="320"
        loading={imageLoading}
        className="aspect-[2/1] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <span className="badge inline-flex w-fit bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
          {i18n._(study.status)}
        </span>
        <h3 id={headingId} className="mt-3 text-xl font-bold text-slate-900">
          {i18n._(study.title)}
        </h3>
        <p className="mt-3 text-slate-700">{i18n._(study.description)}</p>
        <p className="mt-5 font-semibold text-slate-900">
          <Trans>Key Eligibility</Trans>
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {study.eligibility.map((item, index) => (
            <li key={index}>{i18n._(item)}</li>
          ))}
        </ul>
        <p className="mt-5 text-sm text-slate-600">
          <Trans>Study ID:</Trans> <span className="font-mono font-semibold text-slate-800">{study.studyId}</span>
        </p>
        <div className="mt-auto flex flex-wrap gap-x-6 pt-5">
          <Link to={`/studies/${studySlug(study.studyId)}`} className={linkStyles.standalone}>
            <Trans>About this study</Trans>
            <span className="sr-only">: {study.studyId}</span>
          </Link>
          <Link
            to={`/contact?study=${encodeURIComponent(study.studyId)}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Trans>See if you qualify</Trans>
            <span className="sr-only">: {study.studyId}</span>
            <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
