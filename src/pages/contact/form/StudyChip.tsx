import { Trans } from "@lingui/react/macro";
import { FORM_INTENT_FIELD, type FormStudy } from "../../../../contract/contactForm";
import { buttonStyles } from "../../../ui/styles";

/**
 * "Your message is about the study …", with a way to take the study off the message. Before the page's code
 * has arrived, that button submits the form to the Worker, which sends it back without the study and with
 * everything typed; afterwards it works in place.
 */
export function StudyChip({ study, onRemove }: { study: FormStudy; onRemove?: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="study-chip">
      <p className="text-slate-900">
        <Trans>
          Your message is about the study <span className="font-mono font-semibold">{study.code}</span>: {study.title}
        </Trans>
      </p>
      {onRemove ? (
        <button
          type="submit"
          name={FORM_INTENT_FIELD}
          value="remove-study"
          formNoValidate
          onClick={(event) => {
            event.preventDefault();
            onRemove();
          }}
          className={`${buttonStyles.ghost} min-h-11 px-4 py-2 text-sm`}
        >
          <Trans>Remove study</Trans>
          <span className="sr-only"> {study.code}</span>
        </button>
      ) : null}
    </div>
  );
}
