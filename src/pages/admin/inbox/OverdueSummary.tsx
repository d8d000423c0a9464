import { Plural, Trans } from "@lingui/react/macro";
import { buttonStyles } from "../../../ui/styles";

type Props = { overdueCount: number; targetMinutes: number; showingOverdue: boolean; onShowOverdue: () => void };

/** The inbox header's count of people still waiting past the response target, and the way to them. */
export function OverdueSummary({ overdueCount, targetMinutes, showingOverdue, onShowOverdue }: Props) {
  if (overdueCount === 0) {
    return (
      <p className="text-sm font-medium text-emerald-900" data-testid="overdue-count">
        <Trans>Nobody is waiting past {targetMinutes} business minutes.</Trans>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-red-900" data-testid="overdue-count">
      <Plural
        value={overdueCount}
        one={`# inquiry waiting more than ${targetMinutes} business minutes`}
        other={`# inquiries waiting more than ${targetMinutes} business minutes`}
      />
      {showingOverdue ? null : (
        <button type="button" onClick={onShowOverdue} className={`${buttonStyles.ghost} min-h-11 px-3 py-1 text-sm underline`}>
          <Trans>Show overdue</Trans>
        </button>
      )}
    </p>
  );
}
