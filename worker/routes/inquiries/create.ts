import { inquiryInputSchema, type CreatedInquiryDto } from "../../../contract/inquiry";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { clientNetwork } from "../../http/clientNetwork";
import { jsonError } from "../../http/errors";
import { limitBody, requireJsonBody, validJson } from "../../http/guards";
import { fileInquiry, MAX_INQUIRY_BODY_BYTES } from "../../inquiries/create";
import { partnerCookie } from "../../partners/attribution";

/** POST /api/inquiries: the public contact form (docs/product.md#calls's four fields, plus what docs/product.md adds). */
export const createInquiry = new Hono<AppEnv>().post(
  "/",
  requireJsonBody,
  limitBody(MAX_INQUIRY_BODY_BYTES),
  validJson(inquiryInputSchema),
  async (c) => {
    const outcome = await fileInquiry(c.env, c.executionCtx, clientNetwork(c), c.req.valid("json"), partnerCookie(c));
    switch (outcome.kind) {
      case "created":
        return c.json(outcome.inquiry satisfies CreatedInquiryDto, 201);
      case "invalid":
        return jsonError(c, 400, "validation_failed", outcome.message, outcome.fields);
      case "rate_limited":
        c.header("Retry-After", "60");
        return jsonError(c, 429, "rate_limited", "Too many messages were sent from your connection. Please wait a minute and try again.");
    }
  },
);
