import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { openStudies } from "../../../contract/studies";
import { filterStudies, type CategoryFilter } from "../../../contract/studyFilter";
import { usePublishedStudies } from "../../studies/StudySource";
import { StudyCard } from "../../ui/StudyCard";
import { buttonStyles } from "../../ui/styles";

type Props = { search: string; category: CategoryFilter; onReset: () => void };

export function StudyResults({ search, category, onReset }: Props) {
  const results = filterStudies(openStudies(usePublishedStudies().studies), search, category);
  if (results.length === 0) {
    return (
      <div className="col-span-full rounded-2xl border border-dashed border-slate-300 p-10 text-center">
        <h3 className="text-xl font-bold text-slate-900">
          <Trans>No studies found</Trans>
        </h3>
        <p className="mt-2 text-slate-700">
          <Trans>No studies match your current search criteria. Try adjusting your filters.</Trans>
        </p>
        {/* A link to the whole list, so it works before (and without) the page's code too. */}
        <Link
          to="/studies"
          onClick={(event) => {
            event.preventDefault();
            onReset();
          }}
          className={`${buttonStyles.secondary} mt-6`}
        >
          <Trans>Reset Filters</Trans>
        </Link>
      </div>
    );
  }
  return results.map((study) => <StudyCard key={study.code} study={study} imageLoading="eager" />);
}

export function ResultCount({ search, category }: Omit<Props, "onReset">) {
  const { t } = useLingui();
  const count = filterStudies(openStudies(usePublishedStudies().studies), search, category).length;
  return <>{count === 1 ? t`1 study found` : t`${count} studies found`}</>;
}
