import type { InboxPageDto, InboxQuery, InquiryDetailDto } from "../../contract/inbox";
import type { EventInput } from "../../contract/inquiryEvents";
import { apiDownload, apiRequest } from "./http";

/** Only the filters that are set (empty strings are "any"). */
function setFilters(query: InboxQuery): InboxQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== "")) as InboxQuery;
}

/** A page of the inbox. Filters travel in the request body: search text never goes into a URL. */
export function fetchInboxPage(token: string, query: InboxQuery, signal?: AbortSignal) {
  return apiRequest<InboxPageDto>("POST", "/api/inquiries/search", { token, signal, body: setFilters(query) });
}

/** The inquiries of the current filter as CSV (admins). Pages are the server's business, not the file's. */
export function downloadInquiriesCsv(token: string, query: InboxQuery) {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  return apiDownload("/api/inquiries/export.csv", token, setFilters(filters));
}

export const fetchInquiry = (token: string, id: number, signal?: AbortSignal) =>
  apiRequest<InquiryDetailDto>("GET", `/api/inquiries/${id}`, { token, signal });

export const appendInquiryEvent = (token: string, id: number, event: EventInput) =>
  apiRequest<{ eventIds: number[] }>("POST", `/api/inquiries/${id}/events`, { token, body: event });
