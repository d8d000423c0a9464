import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { useAnswered } from "../../staffActions";
import type { InquiryAnswer } from "../inquiryAnswer";
import { inquiryFetcherKey } from "../inquiryReads";
import { ActionCard, answerError } from "./ActionCard";
import { NoteField } from "./NoteField";

export function NoteForm({ inquiryId }: { inquiryId: number }) {
  const { i18n } = useLingui();
  const fetcher = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(inquiryId) });
  const form = useRef<HTMLFormElement>(null);
  useAnswered(fetcher, (answer) => {
    if (answer.intent === "note" && answer.inquiry) form.current?.reset();
  });
  return (
    <ActionCard title={<Trans>Add a note</Trans>} error={answerError(fetcher.data, ["note"], i18n)}>
      {() => (
        <fetcher.Form ref={form} method="post" noValidate className="space-y-2">
          <NoteField name="text" label={<Trans>Note</Trans>} rows={3} />
          <button
            type="submit"
            name="intent"
            value="note"
            disabled={fetcher.state !== "idle"}
            className={`${buttonStyles.primary} ${compactButton}`}
          >
            <Trans>Add note</Trans>
          </button>
        </fetcher.Form>
      )}
    </ActionCard>
  );
}
