import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { clinicImageManifest, putGalleryImage, removeGalleryImage } from "../../scripts/seed/gallery";

const api = "https://clinic.test/api/clinic-images";
type Item = { id: string; thumbnail: string; fullImage: string; description: string; descriptions: { en: string; es: string } };

describe("GET /api/clinic-images (R2)", () => {
  it("lists the seeded images in order with both descriptions", async () => {
    const res = await SELF.fetch(api);
    expect(res.status).toBe(200);
    const items = await res.json<Item[]>();
    expect(items.map((i) => i.id)).toEqual(clinicImageManifest.map((m) => m.id));
    const first = clinicImageManifest[0]!;
    expect(items[0]).toEqual({
      id: first.id,
      thumbnail: `/api/clinic-images/${first.id}/thumbnail`,
      fullImage: `/api/clinic-images/${first.id}/full`,
      description: first.en,
      descriptions: { en: first.en, es: first.es },
    });
  });

  it("serves image bytes with content type, ETag and long cache headers", async () => {
    const res = await SELF.fetch(`${api}/lab/full`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
    expect(res.headers.get("cache-control")).toContain("max-age=86400");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    const body = await res.text();
    expect(body.startsWith("<svg")).toBe(true);
    const stored = await env.IMAGES.get("clinic/lab/full.svg");
    expect(body).toBe(await stored!.text());
    const thumb = await SELF.fetch(`${api}/lab/thumbnail`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/svg+xml");
    await thumb.arrayBuffer();
  });

  it("answers 304 to a matching If-None-Match and 200 to a stale one", async () => {
    const first = await SELF.fetch(`${api}/exam-room/full`);
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();
    const again = await SELF.fetch(`${api}/exam-room/full`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    const stale = await SELF.fetch(`${api}/exam-room/full`, { headers: { "If-None-Match": '"stale"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  it.each(["nope/full", "lab/original", "LAB/full", "..%2Fsecret/full", "lab"])("answers a JSON 404 for %s", async (path) => {
    const res = await SELF.fetch(`${api}/${path}`);
    expect(res.status).toBe(404);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("not_found");
  });

  it("lists nothing (not an error) when the bucket is empty", async () => {
    for (const entry of clinicImageManifest) {
      await env.IMAGES.delete([`clinic/${entry.id}/full.svg`, `clinic/${entry.id}/thumb.svg`]);
    }
    const res = await SELF.fetch(api);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it("serves an operator's uploaded photo, replacing an earlier format of the same id", async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 9, 9]);
    await putGalleryImage(env.IMAGES, {
      id: "front-desk",
      full: { bytes: webp, extension: "webp" },
      thumb: { bytes: webp, extension: "webp" },
      descriptionEn: "Old",
      descriptionEs: "Viejo",
      order: 1,
    });
    await putGalleryImage(env.IMAGES, {
      id: "front-desk",
      full: { bytes: jpeg, extension: "jpg" },
      thumb: { bytes: jpeg, extension: "jpeg" },
      descriptionEn: "Our front desk",
      descriptionEs: "Nuestra recepción",
      order: 1,
    });
    const listed = await env.IMAGES.list({ prefix: "clinic/front-desk/" });
    expect(listed.objects.map((o) => o.key).sort()).toEqual(["clinic/front-desk/full.jpg", "clinic/front-desk/thumb.jpeg"]);
    const items = await (await SELF.fetch(api)).json<Item[]>();
    expect(items.find((i) => i.id === "front-desk")!.descriptions).toEqual({ en: "Our front desk", es: "Nuestra recepción" });
    const res = await SELF.fetch(`${api}/front-desk/full`);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(jpeg);

    expect(await removeGalleryImage(env.IMAGES, "front-desk")).toBe(2);
    expect((await SELF.fetch(`${api}/front-desk/full`)).status).toBe(404);
  });

  it("refuses bad ids, missing descriptions and unsupported formats", async () => {
    const base = {
      id: "ok-id",
      full: { bytes: "x", extension: "png" },
      thumb: { bytes: "x", extension: "png" },
      descriptionEn: "A",
      descriptionEs: "B",
      order: 1,
    };
    await expect(putGalleryImage(env.IMAGES, { ...base, id: "../etc" })).rejects.toThrow(/ids/);
    await expect(putGalleryImage(env.IMAGES, { ...base, descriptionEs: " " })).rejects.toThrow(/descriptions/);
    await expect(putGalleryImage(env.IMAGES, { ...base, full: { bytes: "x", extension: "exe" } })).rejects.toThrow(/Unsupported/);
    expect((await env.IMAGES.list({ prefix: "clinic/ok-id/" })).objects).toEqual([]);
  });
});
