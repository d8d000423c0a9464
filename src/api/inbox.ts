import type { ExportRequest, InboxPageDto, InboxQuery, InquiryActionDto, InquiryDetailDto } from "../../contract/inbox";
import type { EventInput } from "../../contract/inquiryEvents";
import { apiDownload, apiRequest } from "./http";

/** Only the filters that are set (empty strings are "any"). */
function setFilters(query: InboxQuery): InboxQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== "")) as InboxQuery;
}

/** A page of the inbox. Filters travel in the request body: search text never goes into a URL. */
export function fetchInboxPage(token: string, query: InboxQuery, signal?: AbortSignal) {
  return apiRequest<InboxPageDto>("POST", "/api/inquiries/search", { token, signal, body: setFilters(query), idempotent: true });
}

/** The inquiries of the current filter as CSV (admins), labelled in `labels`' language. */
export function downloadInquiriesCsv(token: string, query: InboxQuery, labels: ExportRequest["labels"]) {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  return apiDownload("/api/inquiries/export.csv", token, { ...setFilters(filters), labels });
}

export const fetchInquiry = (token: string, id: number, signal?: AbortSignal) =>
  apiRequest<InquiryDetailDto>("GET", `/api/inquiries/${id}`, { token, signal });

/** One action on an inquiry; the answer is the inquiry as it now is (no second request needed). */
export const appendInquiryEvent = (token: string, id: number, event: EventInput) =>
  apiRequest<InquiryActionDto>("POST", `/api/inquiries/${id}/events`, { token, body: event });
