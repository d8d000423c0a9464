import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./env";
import { jsonError } from "./http/errors";
import { authRoutes } from "./routes/auth";
import { clinicImageRoutes } from "./routes/clinicImages";
import { health } from "./routes/health";
import { inquiryRoutes } from "./routes/inquiries";
import { seo } from "./routes/seo";

const app = new Hono<AppEnv>();

app.use(secureHeaders());
app.use("/api/*", async (c, next) => {
  await next();
  // API answers are per-request data; never let a shared cache keep them.
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});

app.route("/", seo);
app.route("/api/health", health);
app.route("/api/inquiries", inquiryRoutes);
app.route("/api/auth", authRoutes);
app.route("/api/clinic-images", clinicImageRoutes);

app.notFound((c) => jsonError(c, 404, "not_found", "Not found"));

app.onError((err, c) => {
  if (err instanceof HTTPException && err.status < 500) {
    // The validator's only HTTPException is for a body that is not JSON.
    const message = err.status === 400 ? "The request body is not valid JSON." : err.message || "Bad request";
    return jsonError(c, err.status, "bad_request", message);
  }
  // Log for observability; never send internals to the client.
  console.error("Unhandled API error", err);
  return jsonError(c, 500, "internal_error", "Something went wrong. Please try again later.");
});

export default app satisfies ExportedHandler<Env>;
