/**
 * When a visit's reminders are due (docs/visits.md): the one rule the booking and the reminder job share.
 * 72 h and 24 h before on both channels, 2 h before by text. A text never goes out in quiet hours
 * (contract/quietHours.ts): one that falls there moves to the next texting minute, unless that leaves
 * less than an hour before the visit, and then it is not sent at all (the earlier reminders were).
 * Reminders collapse when the visit is close to its booking: the invitation has just said it all, and
 * every text counts toward the number's monthly limit (contract/consent.ts, SMS_TEXTS_PER_MONTH).
 */
import type { MessageChannel } from "./messaging";
import { isTextingTime, nextTextingTime } from "./quietHours";
import type { ReminderKind } from "./visits";

const HOUR_MS = 3_600_000;

/**
 * `bookedAtLeastHours`: a visit booked less than this ahead does not get the reminder (booked 3 days ahead,
 * no 72 h reminder; booked within 36 hours, no 24 h one).
 */
export const REMINDERS: readonly {
  kind: ReminderKind;
  hoursBefore: number;
  bookedAtLeastHours: number;
  channels: readonly MessageChannel[];
}[] = [
  { kind: "72h", hoursBefore: 72, bookedAtLeastHours: 96, channels: ["text", "email"] },
  { kind: "24h", hoursBefore: 24, bookedAtLeastHours: 36, channels: ["text", "email"] },
  { kind: "2h", hoursBefore: 2, bookedAtLeastHours: 0, channels: ["text"] },
];

/** A reminder later than this before the visit is pointless: the person is on their way. */
export const MIN_REMINDER_NOTICE_MS = HOUR_MS;

/** When a reminder is due, or null when it cannot go out usefully. */
export function reminderDueAt(start: Date, kind: ReminderKind, channel: MessageChannel): Date | null {
  const rule = REMINDERS.find((reminder) => reminder.kind === kind)!;
  if (!rule.channels.includes(channel)) return null;
  let due = new Date(start.getTime() - rule.hoursBefore * HOUR_MS);
  if (channel === "text" && !isTextingTime(due)) due = nextTextingTime(due);
  return start.getTime() - due.getTime() >= MIN_REMINDER_NOTICE_MS ? due : null;
}

/**
 * Every reminder a visit gets, with its due time: those already past when it is booked, and those the
 * visit is booked too close for (`bookedAtLeastHours`), are left out.
 */
export function reminderPlan(start: Date, now: Date): { kind: ReminderKind; channel: MessageChannel; dueAt: Date }[] {
  const notice = start.getTime() - now.getTime();
  return REMINDERS.flatMap(({ kind, channels, bookedAtLeastHours }) =>
    channels.flatMap((channel) => {
      if (notice < bookedAtLeastHours * HOUR_MS) return [];
      const dueAt = reminderDueAt(start, kind, channel);
      return dueAt && dueAt.getTime() > now.getTime() ? [{ kind, channel, dueAt }] : [];
    }),
  );
}
