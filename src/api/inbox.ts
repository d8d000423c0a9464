import type { InboxPageDto, InboxQuery, InquiryDetailDto } from "../../contract/inbox";
import type { EventInput } from "../../contract/inquiryEvents";
import { apiRequest } from "./http";

export function fetchInboxPage(token: string, query: InboxQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
  return apiRequest<InboxPageDto>("GET", `/api/inquiries?${params}`, { token, signal });
}

export const fetchInquiry = (token: string, id: number, signal?: AbortSignal) =>
  apiRequest<InquiryDetailDto>("GET", `/api/inquiries/${id}`, { token, signal });

export const appendInquiryEvent = (token: string, id: number, event: EventInput) =>
  apiRequest<{ eventIds: number[] }>("POST", `/api/inquiries/${id}/events`, { token, body: event });
