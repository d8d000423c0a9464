import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { API } from "./helpers";

describe("API foundation", () => {
  it("answers the health check", async () => {
    const res = await SELF.fetch(`${API}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await SELF.fetch(`${API}/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });
});

describe("SEO files", () => {
  // wrangler.toml's SITE_ORIGIN: absolute URLs never come from the Host header (security review, finding 6).
  const origin = "https://research.example.com";

  it("serves robots.txt pointing at the sitemap on the configured origin", async () => {
    const res = await SELF.fetch("https://clinic.example/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("lists every public page with its English and Spanish alternates", async () => {
    const res = await SELF.fetch("https://clinic.example/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const spanish = (path: string) => (path === "/" ? "/es" : `/es${path}`);
    const pages = [
      "/",
      "/about",
      "/studies",
      "/participants",
      "/sponsors",
      "/contact",
      "/registry",
      "/privacy",
      "/terms",
      "/accessibility",
      "/language-assistance",
    ];
    const studyPages = ["/studies/finality-hf", "/studies/redefine-hf", "/studies/confirmation-hf"];
    for (const path of [...pages, ...studyPages]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
      expect(xml).toContain(`<loc>${origin}${spanish(path)}</loc>`);
      expect(xml).toContain(`hreflang="es" href="${origin}${spanish(path)}"`);
      expect(xml).toContain(`hreflang="x-default" href="${origin}${path}"`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(28);
    expect(xml).not.toContain("/admin");
  });

  it.each(["/robots.txt", "/sitemap.xml"])("ignores a forged Host header in %s", async (path) => {
    const res = await SELF.fetch(`http://evil.example${path}`, { headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example" } });
    const text = await res.text();
    expect(text).not.toContain("evil.example");
    expect(text).toContain(origin);
  });
});
