import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { enrollmentShown } from "../../contract/enrollmentShown";
import type { PublicStudyDto } from "../../contract/studies";
import { enrollmentBadgeTone, enrollmentLabels } from "../content/recruitment";
import { qualifyPath } from "../studies/qualify";
import { linkStyles } from "./styles";

/** A study with its image, status badge, eligibility and the 'See if you qualify' link (docs/product.md#screens-and-routes). */
/** `imageLoading="eager"` where the card is likely in the first screenful (the studies list). */
export function StudyCard({ study, imageLoading = "lazy" }: { study: PublicStudyDto; imageLoading?: "lazy" | "eager" }) {
  const { i18n } = useLingui();
  const headingId = `study-${study.slug}`;
  const enrollment = enrollmentShown(study);
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
        <span
          className={`badge inline-flex w-fit px-3 py-1 text-sm font-semibold ${enrollmentBadgeTone[enrollment]}`}
          data-testid="enrollment"
        >
          {i18n._(enrollmentLabels[enrollment])}
        </span>
        <h3 id={headingId} className="mt-3 text-xl font-bold text-slate-900">
          {study.text.title}
        </h3>
        <p className="mt-3 text-slate-700">{study.text.summary}</p>
        <p className="mt-5 font-semibold text-slate-900">
          <Trans>Who may join</Trans>
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {study.text.eligibility.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
        <p className="mt-5 text-sm text-slate-600">
          <Trans>Study ID:</Trans> <span className="font-mono font-semibold text-slate-800">{study.code}</span>
        </p>
        {enrollment === "unconfirmed" ? (
          // The study page's rule (contract/enrollment.ts): not confirmed lately, so no invitation, only a question.
          <p className="mt-3 text-sm text-slate-700" data-testid="ask-if-open">
            <Trans>We are not sure this study still takes new people. Ask us if it does.</Trans>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-x-6 pt-5">
          <Link to={`/studies/${study.slug}`} className={linkStyles.standalone}>
            <Trans>About this study</Trans>
            <span className="sr-only">: {study.code}</span>
          </Link>
          <Link
            to={qualifyPath(study)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {enrollment === "unconfirmed" ? <Trans>Ask about this study</Trans> : <Trans>See if you qualify</Trans>}
            <span className="sr-only">: {study.code}</span>
            <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
