import type { InboxPageDto, InboxQuery, InquiryDetailDto } from "../../contract/inbox";
import type { EventInput } from "../../contract/inquiryEvents";
import { apiDownload, apiRequest } from "./http";

function queryString(query: InboxQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
  return params;
}

export function fetchInboxPage(token: string, query: InboxQuery, signal?: AbortSignal) {
  return apiRequest<InboxPageDto>("GET", `/api/inquiries?${queryString(query)}`, { token, signal });
}

/** The inquiries of the current filter as CSV (admins). Pages are the server's business, not the file's. */
export function downloadInquiriesCsv(token: string, query: InboxQuery) {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  return apiDownload(`/api/inquiries/export.csv?${queryString(filters)}`, token);
}

export const fetchInquiry = (token: string, id: number, signal?: AbortSignal) =>
  apiRequest<InquiryDetailDto>("GET", `/api/inquiries/${id}`, { token, signal });

export const appendInquiryEvent = (token: string, id: number, event: EventInput) =>
  apiRequest<{ eventIds: number[] }>("POST", `/api/inquiries/${id}/events`, { token, body: event });
