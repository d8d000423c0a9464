import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { RegistryMeState } from "../../../contract/registryMe";
import { buttonStyles, inputStyles } from "../../ui/styles";
import { meProblemText } from "./meProblems";

/** The problem of the last step, said where the person looks next (and read out by screen readers). */
function Problem({ state, id }: { state: RegistryMeState; id: string }) {
  const { t } = useLingui();
  if (!state.problem) return null;
  return (
    <p id={id} role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-800">
      {t(meProblemText[state.problem])}
    </p>
  );
}

/** Before anything personal: where to send the code that proves the person holds the number or address on file. */
export function AskForCode({ state }: { state: RegistryMeState }) {
  const id = useId();
  return (
    <form method="post" className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        <Trans>First, a code</Trans>
      </h2>
      <Problem state={state} id={`${id}-problem`} />
      <p>
        <Trans>To keep your choices private, we send a code to the phone or e-mail you gave us. Then you can see and change them.</Trans>
      </p>
      <input type="hidden" name="t" value={state.token} />
      <input type="hidden" name="intent" value="send" />
      {state.codeTo.length > 0 ? (
        <div className="flex flex-col gap-3">
          {state.codeTo.map(({ channel, masked }, index) => (
            <button
              key={channel}
              type="submit"
              name="channel"
              value={channel}
              autoFocus={(state.problem !== null && index === 0) || undefined}
              className={index === 0 ? buttonStyles.primary : buttonStyles.secondary}
            >
              {channel === "text" ? <Trans>Text me a code at {masked}</Trans> : <Trans>E-mail me a code at {masked}</Trans>}
            </button>
          ))}
        </div>
      ) : (
        <p className="font-semibold">
          <Trans>We cannot send you a code. Please call us, and we will help you.</Trans>
        </p>
      )}
    </form>
  );
}

/** The code that was sent, typed in; a wrong one may be typed again, or a new one asked for. */
export function EnterCode({ state }: { state: RegistryMeState }) {
  const id = useId();
  const sentTo = state.sentTo;
  return (
    <div className="space-y-4">
      <form method="post" className="space-y-4" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
          <Trans>Type the code</Trans>
        </h2>
        <Problem state={state} id={`${id}-problem`} />
        {sentTo ? (
          <p role="status">
            <Trans>We sent a code to {sentTo}. It works for 10 minutes.</Trans>
          </p>
        ) : null}
        <input type="hidden" name="t" value={state.token} />
        <input type="hidden" name="intent" value="verify" />
        <div>
          <label htmlFor={`${id}-code`} className="block font-medium text-slate-900">
            <Trans>The 6-digit code</Trans>
          </label>
          <input
            id={`${id}-code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            autoFocus
            aria-invalid={state.problem === "wrong_code" || undefined}
            aria-describedby={state.problem ? `${id}-problem` : undefined}
            className={inputStyles}
          />
        </div>
        <button type="submit" className={buttonStyles.primary}>
          <Trans>See my choices</Trans>
        </button>
      </form>
      <form method="post">
        <input type="hidden" name="t" value={state.token} />
        <input type="hidden" name="intent" value="again" />
        <button type="submit" className={buttonStyles.secondary}>
          <Trans>Send me a new code</Trans>
        </button>
      </form>
    </div>
  );
}
