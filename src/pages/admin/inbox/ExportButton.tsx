import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { InboxQuery } from "../../../../contract/inbox";
import { downloadInquiriesCsv } from "../../../api/inbox";
import { describeError } from "../../../api/errorText";
import { notify } from "../../../ui/notify";
import { buttonStyles, compactButton } from "../../../ui/styles";

type Props = { token: string; query: InboxQuery; onAuthFailure: (failure: unknown) => boolean };

/** Admins: downloads the inquiries of the current filter as a spreadsheet (the server audits it). */
export function ExportButton({ token, query, onAuthFailure }: Props) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadInquiriesCsv(token, query, i18n.locale === "es" ? "es" : "en");
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      link.click();
      // The browser has started the download once click() returns; the object URL can go.
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (failure) {
      if (!onAuthFailure(failure)) notify({ type: "error", title: t`Error`, description: describeError(failure, i18n) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`${buttonStyles.secondary} ${compactButton}`} disabled={busy} onClick={() => void exportCsv()}>
      {busy ? <Trans>Preparing file...</Trans> : <Trans>Export CSV</Trans>}
    </button>
  );
}
