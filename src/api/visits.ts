import { apiRequest } from "./http";
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
export const fetchVisits = (token: string, inquiryId: number, signal?: AbortSignal) =>
  apiRequest<VisitListDto>("GET", `/api/inquiries/${inquiryId}/visits`, { token, signal });
export const bookVisit = (token: string, inquiryId: number, input: BookVisitInput) =>
  apiRequest<VisitResultDto>("POST", `/api/inquiries/${inquiryId}/visits`, { token, body: input });
export const rescheduleVisit = (token: string, visitId: number, input: RescheduleVisitInput) =>
  apiRequest<VisitResultDto>("POST", `/api/visits/${visitId}/reschedule`, { token, body: input });
export const changeVisit = (token: string, visitId: number, change: VisitChange) =>
  apiRequest<VisitResultDto>("POST", `/api/visits/${visitId}/state`, { token, body: change });

export function fetchAgenda(token: string, query: { range: AgendaRange; date?: string; staffId?: number }, signal?: AbortSignal) {
  const params = new URLSearchParams({ range: query.range });
  if (query.date) params.set("date", query.date);
  if (query.staffId) params.set("staffId", String(query.staffId));
  return apiRequest<AgendaDto>("GET", `/api/visits/agenda?${params}`, { token, signal });
}

export const fetchCalendarFeeds = (token: string, signal?: AbortSignal) =>
  apiRequest<CalendarFeedListDto>("GET", "/api/calendar-feeds", { token, signal });
export const createCalendarFeed = (token: string, staffId?: number) =>
  apiRequest<NewCalendarFeedDto>("POST", "/api/calendar-feeds", { token, body: staffId ? { staffId } : {} });
export const revokeCalendarFeed = (token: string, id: number) => apiRequest<void>("DELETE", `/api/calendar-feeds/${id}`, { token });
