import { idParam } from "../../http/idParam";

/** Reads `:id` as an inquiry id into `c.var.inquiryId`, or answers 400. */
export const inquiryIdParam = idParam("inquiry", "inquiryId");
