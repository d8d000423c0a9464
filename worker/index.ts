import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import { timing } from "hono/timing";
import { isErasedInquiryWrite, isStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS } from "./db/unavailable";
import type { AppEnv } from "./env";
import { jsonError } from "./http/errors";
import { drainUnreadBody } from "./http/guards";
import { securityHeaders } from "./http/securityHeaders";
import { runRecorded } from "./jobs/runs";
import { SCHEDULE } from "./jobs/schedule";
import { errorClassOf, log } from "./observability/log";
import { assets } from "./routes/assets";
import { auditRoutes } from "./routes/audit";
import { authRoutes } from "./routes/auth";
import { clinicImageRoutes } from "./routes/clinicImages";
import { health } from "./routes/health";
import { inquiryRoutes } from "./routes/inquiries";
import { reportRoutes } from "./routes/reports";
import { seo } from "./routes/seo";
import { staffRoutes } from "./routes/staff";
import { staffShell } from "./routes/staffShell";
import { smsRoutes } from "./routes/sms";
import { templateRoutes } from "./routes/templates";
import { unsubscribeRoutes } from "./routes/messages/unsubscribe";
import { receiveEmail } from "./replies/email";
import { visitRoutes } from "./routes/visits";
import { calendarFeedRoutes } from "./routes/calendarFeeds";
import { edgePages } from "./pages/routes";
import { contactPages } from "./pages/contactForm";
import { registryPages } from "./pages/registryForm";
import { registryMePages } from "./pages/registryMe";
import { questionSteps } from "./pages/questions";
import { partnerPages } from "./pages/partnerPages";
import { answerLinks } from "./pages/answerLinks";
import { studyRoutes } from "./routes/studies";
import { registryRoutes } from "./routes/volunteers";
import { campaignRoutes } from "./routes/campaigns";
import { partnerRoutes } from "./routes/partners";
import { consumeCampaignBatch } from "./campaigns/consumer";
import { consumeDeadLetters } from "./campaigns/deadLetters";
import { DEAD_LETTER_SUFFIX, type CampaignQueueMessage } from "./campaigns/enqueue";
import { consumeStepDeadLetters, consumeSteps } from "./jobs/steps";
import { isStepMessage, type StepMessage } from "./queues/steps";

const app = new Hono<AppEnv>();

// A request id to tie a log line to a response (Cloudflare's ray id where there is one).
app.use(async (c, next) => {
  const ray = c.req.header("CF-Ray");
  c.set("requestId", ray && /^[0-9a-f]{16}(-[A-Z]{3})?$/.test(ray) ? ray : crypto.randomUUID());
  c.header("X-Request-Id", c.get("requestId"));
  await next();
});
app.use(securityHeaders);
app.use(drainUnreadBody);
// Server-Timing: how long the Worker took (including D1), for the bench and for browser dev tools.
app.use("/api/*", timing({ crossOrigin: false }));
app.use("/api/*", async (c, next) => {
  await next();
  // API answers are per-request data; never let a shared cache keep them.
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});

app.route("/", seo);
app.route("/", edgePages);
app.route("/", contactPages);
app.route("/", registryPages);
app.route("/", registryMePages);
app.route("/", questionSteps);
app.route("/", partnerPages);
app.route("/", answerLinks);
app.route("/", assets);
app.route("/", staffShell);
app.route("/api/health", health);
app.route("/api/inquiries", inquiryRoutes);
app.route("/api/auth", authRoutes);
app.route("/api/staff", staffRoutes);
app.route("/api/audit", auditRoutes);
app.route("/api/reports", reportRoutes);
app.route("/api/clinic-images", clinicImageRoutes);
app.route("/api/sms", smsRoutes);
app.route("/api/message-templates", templateRoutes);
app.route("/api/messages", unsubscribeRoutes);
app.route("/api/visits", visitRoutes);
app.route("/api/calendar-feeds", calendarFeedRoutes);
app.route("/api/studies", studyRoutes);
app.route("/api/registry", registryRoutes);
app.route("/api/campaigns", campaignRoutes);
app.route("/api/partners", partnerRoutes);

app.notFound((c) => jsonError(c, 404, "not_found", "Not found"));

app.onError((err, c) => {
  if (err instanceof HTTPException && err.status < 500) {
    // The validator's only HTTPException is for a body that is not JSON.
    const message = err.status === 400 ? "The request body is not valid JSON." : err.message || "Bad request";
    return jsonError(c, err.status, "bad_request", message);
  }
  // Only what docs/security-privacy.md allows reaches a log line: never err.message, which holds query parameters.
  const fields = { requestId: c.get("requestId"), route: routePath(c), method: c.req.method, errorClass: errorClassOf(err) };
  if (isErasedInquiryWrite(err)) {
    log.info("write_after_erasure", { ...fields, status: 410, code: "erased" });
    return jsonError(c, 410, "erased", "This inquiry's personal data was erased; it can no longer change.");
  }
  if (isStorageUnavailable(err)) {
    log.warn("storage_unavailable", { ...fields, status: 503, code: "storage_unavailable" });
    c.header("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS));
    return jsonError(c, 503, "storage_unavailable", "The service is busy for a moment. Please try again shortly.");
  }
  log.error("unhandled_error", { ...fields, status: 500, code: "internal_error" });
  return jsonError(c, 500, "internal_error", "Something went wrong. Please try again later.");
});

export default {
  fetch: app.fetch,
  // Replies to the clinic's e-mails, from Email Routing (docs/messaging.md).
  async email(message, env, ctx) {
    try {
      await receiveEmail(message, env, ctx);
    } catch (err) {
      // Thrown, the message is not accepted (the sending server retries or bounces it); only our classification is logged.
      log.error("email_handler_failed", {
        code: isStorageUnavailable(err) ? "storage_unavailable" : "internal_error",
        errorClass: errorClassOf(err),
      });
      throw err;
    }
  },
  // Two queues and their dead-letter queues (named "<queue>-dlq", which the preflight checks; wrangler.toml
  // [[queues.consumers]]): campaigns' sends (docs/campaigns.md), paced, and the steps of heavy jobs
  // (worker/queues/steps.ts), told apart by what their messages carry.
  async queue(batch, env) {
    const dead = batch.queue.endsWith(DEAD_LETTER_SUFFIX);
    if (batch.messages.some((message) => isStepMessage(message.body))) {
      const steps = batch as MessageBatch<StepMessage>;
      return dead ? await consumeStepDeadLetters(steps, env) : await consumeSteps(steps, env);
    }
    if (dead) return await consumeDeadLetters(batch as MessageBatch<CampaignQueueMessage>, env);
    await consumeCampaignBatch(batch as MessageBatch<CampaignQueueMessage>, env);
  },
  // Each run is recorded in job_runs (worker/jobs/runs.ts). A job that fails is logged, and its error rejects
  // this promise: workerd runs a scheduled handler's promise as a waitUntil task and takes the invocation's
  // outcome from those tasks, so the failure shows in the Worker's cron history (not swallowed, as a caught
  // waitUntil would).
  async scheduled(controller, env, _ctx) {
    const entry = SCHEDULE[controller.cron];
    if (!entry) return log.warn("unknown_cron", { code: "unknown_cron" });
    await runRecorded(env, entry, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;

export { app };
