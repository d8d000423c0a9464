import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { describeError } from "../../../api/errorText";
import { notify } from "../../../ui/notify";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { sending, useAnswered } from "../staffActions";
import type { QueueAnswer } from "./queueAnswer";

/** Admins: downloads the inquiries of the current filter as a spreadsheet (the queue's action; the server audits it). */
export function ExportButton() {
  const { t, i18n } = useLingui();
  const fetcher = useFetcher<QueueAnswer>();
  useAnswered(fetcher, (answer) => {
    if (!answer.file) return notify({ type: "error", title: t`Error`, description: describeError(answer.failure, i18n) });
    const url = URL.createObjectURL(answer.file.blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = answer.file.filename;
    link.click();
    // The browser has started the download once click() returns; the object URL can go.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
  const busy = sending(fetcher, "export");
  return (
    <button
      type="button"
      className={`${buttonStyles.secondary} ${compactButton}`}
      disabled={busy}
      onClick={() => void fetcher.submit({ intent: "export", labels: i18n.locale === "es" ? "es" : "en" }, { method: "post" })}
    >
      {busy ? <Trans>Preparing file...</Trans> : <Trans>Export CSV</Trans>}
    </button>
  );
}
