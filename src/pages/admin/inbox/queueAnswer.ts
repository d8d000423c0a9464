import type { InquiryStatus } from "../../../../contract/inquiryStatus";
import type { Answer } from "../staffActions";

/** What the queue's own changes answer: which inquiry, where its row was, and the status to go back to. */
export type QueueAnswer = Answer & {
  id?: number;
  index?: number;
  status?: InquiryStatus;
  file?: { blob: Blob; filename: string };
};
