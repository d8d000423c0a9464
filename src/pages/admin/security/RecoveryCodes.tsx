import { Trans, useLingui } from "@lingui/react/macro";
import { CopyButton } from "../form/CopyButton";
import { buttonStyles } from "../../../ui/styles";

/** Shows the one-time recovery codes once, with a way to copy them, until the person says they saved them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="recovery-title" className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-6">
      <h2 id="recovery-title" className="text-xl font-bold text-slate-900">
        <Trans>Save your recovery codes</Trans>
      </h2>
      <p className="mt-2 text-slate-800">
        <Trans>
          If you lose your phone, each of these codes lets you sign in once instead of the app's code. Keep them somewhere safe (printed, or
          in a password manager). They are shown only now.
        </Trans>
      </p>
      <ol
        aria-label={t`Recovery codes`}
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg sm:grid-cols-5"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <CopyButton text={codes.join("\n")} className={buttonStyles.secondary}>
          <Trans>Copy codes</Trans>
        </CopyButton>
        <button type="button" className={buttonStyles.primary} onClick={onDone}>
          <Trans>I have saved my codes</Trans>
        </button>
      </div>
    </section>
  );
}
