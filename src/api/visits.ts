import { staffFetch } from "./staffFetch";
import type {
  AgendaDto,
  AgendaRange,
  BookVisitInput,
  CalendarFeedListDto,
  NewCalendarFeedDto,
  RescheduleVisitInput,
  VisitChange,
  VisitListDto,
  VisitResultDto,
} from "../../contract/visits";

/** An inquiry's screening visits (docs/visits.md). */
export const fetchVisits = (inquiryId: number, signal?: AbortSignal) =>
  staffFetch<VisitListDto>("GET", `/api/inquiries/${inquiryId}/visits`, { signal });
export const bookVisit = (inquiryId: number, input: BookVisitInput) =>
  staffFetch<VisitResultDto>("POST", `/api/inquiries/${inquiryId}/visits`, { body: input });
export const rescheduleVisit = (visitId: number, input: RescheduleVisitInput) =>
  staffFetch<VisitResultDto>("POST", `/api/visits/${visitId}/reschedule`, { body: input });
export const changeVisit = (visitId: number, change: VisitChange) =>
  staffFetch<VisitResultDto>("POST", `/api/visits/${visitId}/state`, { body: change });

export function fetchAgenda(query: { range: AgendaRange; date?: string; staffId?: number }, signal?: AbortSignal) {
  const params = new URLSearchParams({ range: query.range });
  if (query.date) params.set("date", query.date);
  if (query.staffId) params.set("staffId", String(query.staffId));
  return staffFetch<AgendaDto>("GET", `/api/visits/agenda?${params}`, { signal });
}

export const fetchCalendarFeeds = (signal?: AbortSignal) => staffFetch<CalendarFeedListDto>("GET", "/api/calendar-feeds", { signal });
export const createCalendarFeed = (staffId?: number) =>
  staffFetch<NewCalendarFeedDto>("POST", "/api/calendar-feeds", { body: staffId ? { staffId } : {} });
export const revokeCalendarFeed = (id: number) => staffFetch<void>("DELETE", `/api/calendar-feeds/${id}`);
