import type { InquiryDetailDto } from "../../../../contract/inbox";
import type { InquiryAnswer } from "./inquiryAnswer";

/*
 * What the inquiry's page and the queue beside it share about an inquiry's data (small, so the queue does not
 * load the inquiry's code to read it).
 */

let reads = 0;
/**
 * A stamp for each read of an inquiry: the loader's, and each action's answer that carries the inquiry, in the
 * order they were asked for. The page shows the newer of the two, so an answer is rendered as it is (no second
 * read), and a later read (an explicit refresh, a resolve from the list) wins over it.
 */
export const nextRead = () => ++reads;

/** The inquiry as loaded, with when it was read (`nextRead`). */
export type LoadedInquiry = { inquiry: InquiryDetailDto; readAt: number };

/** The newest word on an inquiry: its last change's answer, unless the loader has read it since. */
export function newestInquiry(loaded: LoadedInquiry, answer: InquiryAnswer | undefined): InquiryDetailDto {
  return answer?.inquiry && (answer.readAt ?? 0) > loaded.readAt ? answer.inquiry : loaded.inquiry;
}

/** The inquiry route's id (the queue beside it reads what it shows). */
export const INQUIRY_ROUTE_ID = "inquiry";

/** The key of the one fetcher every change on an inquiry's page goes through (its answer is the page's newest word). */
export const inquiryFetcherKey = (id: number) => `inquiry:${id}`;
