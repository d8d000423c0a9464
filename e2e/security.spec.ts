import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SECURITY_HEADERS } from "../contract/securityHeaders.ts";
import { openPage, test, publicRoutes, watchConsole, expect } from "./support";

test("static pages, the staff shell and API answers carry the one header policy (contract/securityHeaders.ts)", async ({ request }) => {
  for (const path of ["/contact", "/es/studies", "/admin", "/admin-login", "/api/health", "/api/nowhere", "/favicon.svg"]) {
    const headers = (await request.get(path)).headers();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
  }
});

test("the map provider never learns which page or study the visitor is on", async ({ page }) => {
  const referers: (string | undefined)[] = [];
  await page.route(/^https:\/\/(maps|www)\.google\.com\//, async (route) => {
    referers.push(route.request().headers()["referer"]);
    await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>map</title>" });
  });
  await page.goto("/contact?study=FINALITY-HF", { waitUntil: "domcontentloaded" });
  const map = page.locator("iframe[title]").last();
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("referrerpolicy", "no-referrer");
  await expect.poll(() => referers.length).toBeGreaterThan(0);
  expect(referers.every((referer) => referer === undefined)).toBe(true);
});

test("HTML is served with a strict Content-Security-Policy and security headers", async ({ request }) => {
  const res = await request.get("/contact");
  const headers = res.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("frame-src https://maps.google.com");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
});

// One test per page: a single loop over every page outgrew the 30 s test budget on a loaded CI machine.
for (const path of [...publicRoutes, "/admin-login"]) {
  test(`${path} runs under the CSP without violations, in both languages`, async ({ page }) => {
    const problems = watchConsole(page);
    const violations: string[] = [];
    await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    );
    await openPage(page, path);
    // Public pages link to their Spanish URL; the staff frame switches in place with a button.
    await page.getByRole(path === "/admin-login" ? "button" : "link", { name: "ES – Español" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("the client bundle holds no admin credentials or secrets", () => {
  const dir = join(process.cwd(), "dist", "client", "assets");
  const bundle = readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(join(dir, file), "utf8"))
    .join("\n");
  expect(bundle.length).toBeGreaterThan(10_000);
  for (const secret of ["local-demo-password", "demo-admin", "ADMIN_PASSWORD", "password_hash", "PBKDF2", "deriveBits"]) {
    expect(bundle, secret).not.toContain(secret);
  }
});
