import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("API foundation", () => {
  it("answers the health check", async () => {
    const res = await SELF.fetch("https://clinic.test/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await SELF.fetch("https://clinic.test/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });

  it("creates the tables through the migrations", async () => {
    const { results } = await env.DB.prepare("PRAGMA table_info(inquiries)").all<{ name: string }>();
    expect(results.map((c) => c.name)).toEqual([
      "id",
      "name",
      "email",
      "phone",
      "message",
      "created_at",
      "resolved_at",
      "interest",
      "consent",
    ]);
    const { results: tables } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('inquiries', 'admins', 'sessions') ORDER BY name",
    ).all<{ name: string }>();
    expect(tables.map((t) => t.name)).toEqual(["admins", "inquiries", "sessions"]);
  });
});

describe("SEO files", () => {
  it("serves robots.txt pointing at the sitemap on the same host", async () => {
    const res = await SELF.fetch("https://clinic.example/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Sitemap: https://clinic.example/sitemap.xml");
  });

  it("lists every public page with its English and Spanish alternates", async () => {
    const res = await SELF.fetch("https://clinic.example/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    for (const path of ["/", "/about", "/studies", "/participants", "/sponsors", "/contact"]) {
      expect(xml).toContain(`<loc>https://clinic.example${path}</loc>`);
      expect(xml).toContain(`hreflang="es" href="https://clinic.example${path}?lang=es"`);
    }
    expect(xml).not.toContain("/admin");
  });
});
