import { createMiddleware } from "hono/factory";
import { SECURITY_HEADERS } from "../../contract/securityHeaders";
import type { AppEnv } from "../env";

const CSP = "Content-Security-Policy";

/**
 * Sets the site's header policy (contract/securityHeaders.ts) on every response the Worker makes: API
 * answers, the staff shell, SEO files and assets it passes through. It replaces whatever a response
 * carried, so nothing weaker (a library default, a stale copy) can win. A route that needs a stricter
 * Content-Security-Policy (an uploaded SVG is sandboxed) keeps its own beside ours: a browser enforces
 * every policy it is given, so two can only be stricter than one. Likewise a route may send no Referer at all
 * (a page whose address is a credential) where the policy sends it within the site.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // A response passed through from the asset store has immutable headers: copy it once.
  let res = c.res;
  try {
    res.headers.set("X-Content-Type-Options", SECURITY_HEADERS["X-Content-Type-Options"]);
  } catch {
    res = c.res = new Response(res.body, res);
  }
  const own = res.headers.get(CSP);
  const noReferrer = res.headers.get("Referrer-Policy") === "no-referrer";
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.headers.set(name, value);
  if (own && own !== SECURITY_HEADERS[CSP]) res.headers.append(CSP, own);
  if (noReferrer) res.headers.set("Referrer-Policy", "no-referrer");
});
