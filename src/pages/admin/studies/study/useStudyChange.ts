import { useLingui } from "@lingui/react/macro";
import { useRevalidator } from "react-router";
import { describeError } from "../../../../api/errorText";
import { notify } from "../../../../ui/notify";
import { useAuthFailure } from "../../session";

/**
 * How the study editor changes things: `change` runs one, announces it and reloads the study, else answers
 * the problem in words (for a form to show); `act` does the same for a button, showing the problem as a
 * notification.
 */
export function useStudyChange() {
  const { t, i18n } = useLingui();
  const handleAuthFailure = useAuthFailure();
  const revalidator = useRevalidator();
  const change = async (work: () => Promise<unknown>, done: string): Promise<string | null> => {
    try {
      await work();
      notify({ type: "success", title: t`Saved`, description: done });
      await revalidator.revalidate();
      return null;
    } catch (failure) {
      if (handleAuthFailure(failure)) return null;
      return describeError(failure, i18n);
    }
  };
  const act = async (work: () => Promise<unknown>, done: string) => {
    const problem = await change(work, done);
    if (problem) notify({ type: "error", title: t`Error`, description: problem });
  };
  return { change, act };
}
