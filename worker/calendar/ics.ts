import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { clinic } from "../../contract/clinic";
import type { Language } from "../../contract/language";
import type { visits } from "../db/schema";
import { visitPlaceText } from "./visitWords";

type Visit = Pick<typeof visits.$inferSelect, "uid" | "sequence" | "startAt" | "durationMinutes" | "place" | "placeDetail" | "state">;

const PRODUCT_ID = { company: clinic.shortName, product: "Visits", language: "EN" } as const;
const MINUTE_MS = 60_000;

/** The stable iCalendar UID of a visit and every visit it was moved to (the domain keeps it globally unique). */
export function calendarUid(uid: string, siteHost: string): string {
  return `visit-${uid}@${siteHost}`;
}

/**
 * The calendar file of a visit for the person (docs/visits.md): one event under the visit's stable UID, with
 * its SEQUENCE, so a reschedule updates the entry already in their calendar and a cancellation removes
 * it. Times are written in UTC (RFC 5545's "Z" form), which every calendar shows in the reader's own zone
 * and which cannot go wrong at a daylight-saving change. `method` REQUEST/CANCEL for an e-mail from the
 * clinic (the organizer), PUBLISH for the file behind a text's link. No health detail, no study name.
 */
export function visitCalendar(
  visit: Visit,
  options: { language: Language; siteHost: string; method: "request" | "publish"; attendee?: string; now?: Date },
): string {
  const cancelled = visit.state === "cancelled";
  const method = cancelled
    ? ICalCalendarMethod.CANCEL
    : options.method === "request"
      ? ICalCalendarMethod.REQUEST
      : ICalCalendarMethod.PUBLISH;
  const calendar = ical({ prodId: PRODUCT_ID, method });
  const start = new Date(visit.startAt);
  calendar.createEvent({
    id: calendarUid(visit.uid, options.siteHost),
    sequence: visit.sequence,
    stamp: options.now ?? new Date(),
    start,
    end: new Date(start.getTime() + visit.durationMinutes * MINUTE_MS),
    summary: options.language === "es" ? `Cita en ${clinic.shortName}` : `Visit at ${clinic.shortName}`,
    location:
      visit.place === "clinic" ? `${clinic.name}, ${visitPlaceText(visit, options.language)}` : visitPlaceText(visit, options.language),
    description: options.language === "es" ? `Para cambiarla, llame al ${clinic.phone}.` : `To change it, call ${clinic.phone}.`,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: clinic.name, email: clinic.email },
    attendees: options.attendee ? [{ email: options.attendee, rsvp: false }] : [],
  });
  return calendar.toString();
}

export type FeedEntry = {
  uid: string;
  sequence: number;
  startAt: string;
  durationMinutes: number;
  state: string;
  studyId: string | null;
  initial: string;
  link: string;
};

/**
 * A staff member's calendar feed (docs/visits.md): their visits with the time, the study code, the first
 * name's initial and a link to the inquiry; no contact data, no health detail, no place.
 */
export function staffFeed(entries: FeedEntry[], options: { siteHost: string; name: string; now?: Date }): string {
  const calendar = ical({ prodId: PRODUCT_ID, method: ICalCalendarMethod.PUBLISH, name: options.name, ttl: 15 * 60 });
  for (const entry of entries) {
    const start = new Date(entry.startAt);
    calendar.createEvent({
      id: calendarUid(entry.uid, options.siteHost),
      sequence: entry.sequence,
      stamp: options.now ?? new Date(),
      start,
      end: new Date(start.getTime() + entry.durationMinutes * MINUTE_MS),
      summary: [entry.studyId ?? "Visit", entry.initial ? `${entry.initial}.` : ""].filter(Boolean).join(" · "),
      url: entry.link,
      status: entry.state === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
