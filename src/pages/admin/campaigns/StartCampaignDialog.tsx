import { Trans, useLingui } from "@lingui/react/macro";
import type { CampaignDetailDto } from "../../../../contract/campaigns";
import { TEXTING_HOURS } from "../../../../contract/quietHours";
import { Dialog } from "../../../ui/Dialog";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { textingHoursText } from "../timeText";

/** Minutes of sending a day: texts wait for texting hours in the person's time (docs/campaigns.md). */
const textingMinutesPerDay = (() => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return minutes(TEXTING_HOURS.until) - minutes(TEXTING_HOURS.from);
})();

/** What starting sends: to how many people, by which channel, in which language, at what pace, for how long. */
export function startPlan(campaign: Pick<CampaignDetailDto, "audienceCount" | "channel" | "preview" | "pace">) {
  const { count, byLanguage } = campaign.audienceCount;
  const minutes = Math.max(1, Math.ceil(count / campaign.pace.perMinute));
  if (campaign.channel !== "text") return { count, byLanguage, minutes, segments: 0, days: 1 };
  const segments = byLanguage.es * campaign.preview.es.segments + byLanguage.en * campaign.preview.en.segments;
  const days = Math.max(Math.ceil(minutes / textingMinutesPerDay), Math.ceil(segments / campaign.pace.segmentsPerDay), 1);
  return { count, byLanguage, minutes, segments, days };
}

/**
 * Asked before a campaign starts: nothing sent can be taken back. Says who it reaches, how, and how long it
 * takes at the clinic's pace, then starts (the campaign page's action) or goes back.
 */
export function StartCampaignDialog({
  campaign,
  open,
  busy,
  onStart,
  onCancel,
}: {
  campaign: CampaignDetailDto;
  open: boolean;
  busy: boolean;
  onStart: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const { count, byLanguage, segments, minutes, days } = startPlan(campaign);
  const { es, en } = byLanguage;
  const perMinute = campaign.pace.perMinute;
  const perDay = campaign.pace.segmentsPerDay;
  const { from: textingFrom, until: textingUntil } = textingHoursText(i18n);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={campaign.channel === "text" ? t`Send a text to ${count} people?` : t`Send an e-mail to ${count} people?`}
    >
      <div className="space-y-2 text-slate-800" data-testid="start-plan">
        <p>
          <Trans>
            {es} in Spanish and {en} in English, each with the approved words shown on this page.
          </Trans>
        </p>
        {campaign.channel === "text" ? (
          <p>
            <Trans>
              About {segments} text parts. They go out at {perMinute} a minute, only between {textingFrom} and {textingUntil} in each
              person's time, and no more than {perDay} parts a day: about {minutes} minutes of sending, over {days} day(s).
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>
              They go out at {perMinute} a minute: about {minutes} minutes of sending.
            </Trans>
          </p>
        )}
        <p>
          <Trans>What is sent cannot be taken back. You can pause or cancel what has not gone out yet.</Trans>
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={onStart} className={`${buttonStyles.primary} ${compactButton}`}>
          <Trans>Yes, start sending</Trans>
        </button>
        <button type="button" onClick={onCancel} className={`${buttonStyles.secondary} ${compactButton}`}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </Dialog>
  );
}
