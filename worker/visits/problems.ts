import type { ErrorCode } from "../../contract/errors";

/** Why a visit could not be booked, moved or changed: the HTTP answer the route gives. */
export type VisitProblem = {
  ok: false;
  status: 400 | 404 | 409 | 410;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string[]>;
};

export const VISIT_NOT_FOUND: VisitProblem = { ok: false, status: 404, code: "not_found", message: "No visit has that id." };
export const INQUIRY_NOT_FOUND: VisitProblem = { ok: false, status: 404, code: "not_found", message: "No inquiry has that id." };
export const ERASED: VisitProblem = {
  ok: false,
  status: 410,
  code: "erased",
  message: "This inquiry's personal data was erased; it can no longer change.",
};
export const CLOSED: VisitProblem = {
  ok: false,
  status: 409,
  code: "invalid_transition",
  message: "A closed inquiry cannot get a visit. Reopen it first.",
};
export const CHANGED: VisitProblem = {
  ok: false,
  status: 409,
  code: "conflict",
  message: "Someone else changed this visit at the same moment. Reload it and try again.",
};
export const NOT_UPCOMING: VisitProblem = {
  ok: false,
  status: 409,
  code: "invalid_transition",
  message: "Only a booked or confirmed visit can change like that.",
};
