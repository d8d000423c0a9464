import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** "45 min", "2 h 05 min": business minutes (office hours only) as staff read them. */
export function formatBusinessMinutes(minutes: number, i18n: I18n): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return i18n._(msg`${rest} min`);
  const paddedMinutes = String(rest).padStart(2, "0");
  return i18n._(msg`${hours} h ${paddedMinutes} min`);
}
