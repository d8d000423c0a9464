import type { InquiryDetailDto } from "../../../../contract/inbox";
import type { InquiryStatus } from "../../../../contract/inquiryStatus";
import type { PrescreenDto } from "../../../../contract/prescreen";
import type { BookingWarning, VisitResultDto } from "../../../../contract/visits";
import type { Answer } from "../staffActions";

/** What a change to an inquiry answers (src/pages/admin/staffActions.ts), with what the page needs to show it. */
export type InquiryAnswer = Answer & {
  /** The inquiry as the change left it, when the API's answer carries it (rendered from here, not read again). */
  inquiry?: InquiryDetailDto;
  /** When it was asked for (`nextRead`). */
  readAt?: number;
  /** The timeline entry the change added: focus lands on it, and it is announced. */
  eventId?: number;
  /** The change closed the inquiry: the status Undo goes back to. */
  reopenAs?: InquiryStatus;
  /** A visit booked, moved or changed (what happened, and what was sent), and when it was before. */
  visit?: { result: VisitResultDto; what: "booked" | "moved" | "changed"; before: string };
  /** The visit form the answer is for ("book", or the id of the visit being moved). */
  visitForm?: "book" | number;
  /** The server's warnings the coordinator may accept (outside office hours, an overlap). */
  warnings?: BookingWarning[];
  /** Each refused field's problem codes. */
  fields?: Record<string, string[]>;
  prescreen?: PrescreenDto;
  erased?: boolean;
};
