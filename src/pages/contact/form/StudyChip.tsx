import { Trans } from "@lingui/react/macro";
import type { PublicStudyDto } from "../../../../contract/studies";
import { buttonStyles } from "../../../ui/styles";

/** "Your message is about the study …", with a way to take the study off the message. */
export function StudyChip({ study, onRemove }: { study: PublicStudyDto; onRemove: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="study-chip">
      <p className="text-slate-900">
        <Trans>
          Your message is about the study <span className="font-mono font-semibold">{study.code}</span>: {study.text.title}
        </Trans>
      </p>
      <button type="button" onClick={onRemove} className={`${buttonStyles.ghost} min-h-11 px-4 py-2 text-sm`}>
        <Trans>Remove study</Trans>
        <span className="sr-only"> {study.code}</span>
      </button>
    </div>
  );
}
