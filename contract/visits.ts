/**
 * Screening visits (docs/visits.md): what a visit is, its states, and what staff send to book, move or close
 * one. Times travel as the clinic's local date and time ("2026-03-09", "09:30", America/Los_Angeles) and
 * are stored as UTC instants.
 */
import { localTimeToInstant, localDayOf } from "./businessTime";
import { CLINIC_TIME_ZONE } from "./clinicTime";
import { foldText } from "./foldText";
import { firstContactTermsIn } from "./textRules/firstContact";
import type { Language } from "./language";
import { localDateSchema } from "./localDate";
import type { StudyCode } from "./studies";
import { studyCodeSchema } from "./studySchemas";
import { identifyingText, multilineText } from "./textPolicy";
import { z } from "./zod";

export const VISIT_TYPES = ["phone_screen", "screening_visit", "other"] as const;
export type VisitType = (typeof VISIT_TYPES)[number];
/** booked → confirmed → attended / no_show / cancelled; rescheduled = replaced by a new visit linked to it. */
export const VISIT_STATES = ["booked", "confirmed", "attended", "no_show", "cancelled", "rescheduled"] as const;
export type VisitState = (typeof VISIT_STATES)[number];
/** States of a visit still to happen: reminders go out, it can be moved or cancelled. */
export const UPCOMING_STATES = ["booked", "confirmed"] as const satisfies readonly VisitState[];
export const VISIT_PLACES = ["clinic", "phone", "other"] as const;
export type VisitPlace = (typeof VISIT_PLACES)[number];
export const CANCELLED_BY = ["person", "clinic"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

export const DEFAULT_DURATION: Record<VisitType, number> = { phone_screen: 15, screening_visit: 60, other: 30 };
export const DEFAULT_PLACE: Record<VisitType, VisitPlace> = { phone_screen: "phone", screening_visit: "clinic", other: "clinic" };

export function isUpcoming(state: VisitState): state is (typeof UPCOMING_STATES)[number] {
  return (UPCOMING_STATES as readonly VisitState[]).includes(state);
}

/**
 * What a coordinator is asked to confirm before a booking stands: a time the clinic is closed, or a
 * second visit for the same staff member at the same time.
 */
export const BOOKING_WARNINGS = ["outside_office_hours", "overlap", "repeated_hour"] as const;
export type BookingWarning = (typeof BOOKING_WARNINGS)[number];

export const VISIT_NOTES_LIMIT = 1000;
/**
 * The longest place staff may write (UTF-16 units, as a text counts them): it goes into every text about
 * the visit, and a Spanish reminder with the longest date fits its three segments with no more
 * (contract/textBudget.ts). Longer is refused as `place_too_long`.
 */
export const VISIT_PLACE_DETAIL_LIMIT = 34;

/**
 * Where, when the place is "other" (a community center, a home visit). It is read on the person's phone like a
 * first contact, so it follows the same rule (contract/textRules/firstContact.ts): "a hospital room", "the
 * cardiology ward" or "the infusion center" would tell anyone holding the phone about the person's health, and
 * are refused as `place_health_terms`.
 * The server checks it again with the site's own study codes (worker/visits/book.ts).
 */
export const placeDetailSchema = identifyingText(200, { required: false })
  .refine((value) => value.length <= VISIT_PLACE_DETAIL_LIMIT, { error: "place_too_long", abort: true })
  .refine((value) => firstContactTermsIn(value).length === 0, { error: "place_health_terms" });

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "invalid_time" });

const when = {
  date: localDateSchema,
  time: timeOfDay,
  durationMinutes: z.number({ error: "invalid" }).int({ error: "invalid" }).min(5, { error: "too_short" }).max(480, { error: "too_long" }),
  place: z.enum(VISIT_PLACES, { error: "invalid" }),
  /** Where, when the place is "other" (see placeDetailSchema). */
  placeDetail: placeDetailSchema.optional(),
  staffId: z.number({ error: "invalid" }).int().positive({ error: "invalid" }),
  notes: multilineText(VISIT_NOTES_LIMIT, { required: false }).optional(),
  /** The warnings the coordinator saw and accepted. */
  confirm: z
    .array(z.enum(BOOKING_WARNINGS, { error: "invalid" }))
    .max(BOOKING_WARNINGS.length)
    .optional(),
};

export const bookVisitSchema = z.strictObject({
  studyId: studyCodeSchema().nullable(),
  type: z.enum(VISIT_TYPES, { error: "invalid" }),
  ...when,
});
export type BookVisitInput = z.input<typeof bookVisitSchema>;

export const rescheduleVisitSchema = z.strictObject(when);
export type RescheduleVisitInput = z.input<typeof rescheduleVisitSchema>;

export const visitChangeSchema = z.discriminatedUnion(
  "state",
  [
    z.strictObject({ state: z.literal("confirmed") }),
    z.strictObject({ state: z.literal("attended") }),
    z.strictObject({ state: z.literal("no_show") }),
    z.strictObject({ state: z.literal("cancelled"), by: z.enum(CANCELLED_BY, { error: "invalid" }) }),
  ],
  { error: "invalid" },
);
export type VisitChange = z.input<typeof visitChangeSchema>;

/** Which states a visit may move to by hand (rescheduling has its own request). */
export function visitChangeAllowed(from: VisitState, to: VisitChange["state"], startsAt: Date, now: Date): boolean {
  if (!isUpcoming(from)) return false;
  if (to === "confirmed") return from === "booked";
  // Attended or not is known once the visit's time has come.
  if (to === "attended" || to === "no_show") return startsAt.getTime() <= now.getTime();
  return true;
}

/** The instant a local date and time happens, or null for a time that does not exist (the hour DST skips). */
export function localInstant(date: string, time: string): Date | null {
  const instant = new Date(localTimeToInstant(date, time));
  return localTimeOf(instant) === time && localDayOf(instant) === date ? instant : null;
}

/** Whether a local time happens twice that day (the hour repeated when DST ends): the visit is booked at the first. */
export function isRepeatedLocalTime(date: string, time: string): boolean {
  const instant = localInstant(date, time);
  if (!instant) return false;
  const hourLater = new Date(instant.getTime() + 3_600_000);
  return localTimeOf(hourLater) === time && localDayOf(hourLater) === date;
}

export type VisitDto = {
  id: number;
  inquiryId: number;
  studyId: StudyCode | null;
  type: VisitType;
  startAt: string;
  durationMinutes: number;
  place: VisitPlace;
  placeDetail: string | null;
  staff: { id: number; displayName: string } | null;
  notes: string | null;
  state: VisitState;
  cancelledBy: CancelledBy | null;
  rescheduledFrom: number | null;
  rescheduledTo: number | null;
  confirmedAt: string | null;
  /** When a reminder (not the invitation) was last handed to the outbox. */
  remindedAt: string | null;
  /** Reminders that will not go out, and why (no consent, no approved template...). */
  skippedReminders: { kind: ReminderKind; channel: "text" | "email"; reason: string }[];
  createdAt: string;
};

/** An inquiry's visits, oldest first. */
export type VisitListDto = { visits: VisitDto[] };

/** What booking, moving or changing a visit answers: the visit, and what happened to its messages. */
export type VisitResultDto = {
  visit: VisitDto;
  /** Channels the invitation (or the update) went out on, and why not on the others. */
  messages: { sent: ("text" | "email")[]; notSent: { channel: "text" | "email"; reason: string }[] };
};

export type AgendaRowDto = {
  visit: Pick<
    VisitDto,
    "id" | "inquiryId" | "studyId" | "type" | "startAt" | "durationMinutes" | "place" | "state" | "staff" | "remindedAt" | "confirmedAt"
  >;
  person: { name: string; language: Language | null };
  /** Another upcoming visit of the same staff member overlaps this one. */
  overlaps: boolean;
};
/** `from` is the first local day listed, `to` the day after the last. */
export type AgendaDto = { from: string; to: string; rows: AgendaRowDto[]; truncated: boolean };

export const AGENDA_RANGES = ["today", "tomorrow", "week"] as const;
export type AgendaRange = (typeof AGENDA_RANGES)[number];
export const agendaQuerySchema = z.strictObject({
  range: z.enum(AGENDA_RANGES, { error: "invalid" }).default("today"),
  /** A local date the range starts from (today by default). */
  date: localDateSchema.optional(),
  staffId: z.coerce.number({ error: "invalid" }).int().positive({ error: "invalid" }).optional(),
});
/** The agenda never reads more rows than this (a week of a busy site is well under it). */
export const AGENDA_LIMIT = 500;

/** Reminders (docs/visits.md): 72 h and 24 h before on both channels, 2 h before by text only. */
export const REMINDER_KINDS = ["72h", "24h", "2h"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What the person's reply to an invitation or a reminder means, if it is one of the words they were offered. */
export type VisitReply = "confirm" | "change";
const CONFIRM_WORDS = new Set(["1", "si", "confirmo", "confirmar", "yes", "confirm"]);
const CHANGE_WORDS = new Set(["2", "cambiar", "change"]);

/** "SÍ", "Sí.", " 1 " → confirm; "2", "Cambiar" → change; anything else is an ordinary reply (null). */
export function visitReplyOf(body: string): VisitReply | null {
  const word = foldText(body)
    .replace(/[\s.!¡?¿,;:'"()*]+/g, " ")
    .trim();
  if (CONFIRM_WORDS.has(word)) return "confirm";
  if (CHANGE_WORDS.has(word)) return "change";
  return null;
}

/** A staff member's calendar feed (the secret URL is shown once, when it is made). */
export type CalendarFeedDto = { id: number; staff: { id: number; displayName: string }; createdAt: string; lastUsedAt: string | null };
export type CalendarFeedListDto = { feeds: CalendarFeedDto[] };
export type NewCalendarFeedDto = CalendarFeedListDto & { url: string };
export const newFeedSchema = z.strictObject({ staffId: z.number({ error: "invalid" }).int().positive({ error: "invalid" }).optional() });

/** The clinic's local time of day of an instant ("09:30"). */
export function localTimeOf(instant: Date): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: CLINIC_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    instant,
  );
}
