import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { MESSAGE_CHANNELS, type ComposerDto, type MessageChannel } from "../../../../../contract/messaging";
import { blockLabels, messageChannelLabels } from "../../labels";

/** The ways to write to the person, each either open or with the reason it is not (no consent, opted out, ...). */
export function ChannelChoice({
  channels,
  channel,
  onChoose,
}: {
  channels: ComposerDto["state"]["channels"];
  channel: MessageChannel | null;
  onChoose: (channel: MessageChannel) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Send by</Trans>
      </legend>
      <div className="mt-1 space-y-1">
        {MESSAGE_CHANNELS.map((option) => {
          const availability = channels[option];
          const reasonId = `${id}-${option}-reason`;
          return (
            <div key={option}>
              <label className="flex min-h-11 items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name="channel"
                  value={option}
                  checked={channel === option}
                  disabled={!availability.available}
                  onChange={() => onChoose(option)}
                  aria-describedby={availability.available ? undefined : reasonId}
                  className="size-5 accent-brand-700"
                />
                {i18n._(messageChannelLabels[option])}
              </label>
              {!availability.available ? (
                <p id={reasonId} className="ml-7 text-sm text-slate-700" data-testid={`channel-blocked-${option}`}>
                  {i18n._(blockLabels[availability.reason])}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
