import type { ExportRequest, InboxPageDto, InboxQuery, InquiryActionDto, InquiryDetailDto } from "../../contract/inbox";
import type { EventInput } from "../../contract/inquiryEvents";
import { staffDownload, staffFetch } from "./staffFetch";

/** Only the filters that are set (empty strings are "any"). */
function setFilters(query: InboxQuery): InboxQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== "")) as InboxQuery;
}

/** A page of the inbox. Filters travel in the request body: search text never goes into a URL. */
export function fetchInboxPage(query: InboxQuery, signal?: AbortSignal) {
  return staffFetch<InboxPageDto>("POST", "/api/inquiries/search", { signal, body: setFilters(query), idempotent: true });
}

/** The inquiries of the current filter as CSV (admins), labelled in `labels`' language. */
export function downloadInquiriesCsv(query: InboxQuery, labels: ExportRequest["labels"]) {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  return staffDownload("/api/inquiries/export.csv", { ...setFilters(filters), labels });
}

export const fetchInquiry = (id: number, signal?: AbortSignal) => staffFetch<InquiryDetailDto>("GET", `/api/inquiries/${id}`, { signal });

/** One action on an inquiry; the answer is the inquiry as it now is (no second request needed). */
export const appendInquiryEvent = (id: number, event: EventInput) =>
  staffFetch<InquiryActionDto>("POST", `/api/inquiries/${id}/events`, { body: event });
