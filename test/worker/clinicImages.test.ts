import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { clinicImageManifest, putGalleryImage, removeGalleryImage } from "../../scripts/seed/gallery";
import type { ErrorBody } from "./helpers";
import { API } from "./helpers";

const api = `${API}/clinic-images`;
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

  it("follows RFC 9110 preconditions: 412 for a failed If-Match or If-Unmodified-Since, 304 only for If-None-Match/If-Modified-Since", async () => {
    const first = await SELF.fetch(`${api}/lab/full`);
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    await first.arrayBuffer();
    expect(Date.parse(lastModified)).not.toBeNaN();
    const status = async (headers: Record<string, string>) => {
      const res = await SELF.fetch(`${api}/lab/full`, { headers });
      await res.arrayBuffer();
      return res.status;
    };
    expect(await status({ "If-Match": '"wrong"' })).toBe(412);
    expect(await status({ "If-Match": etag })).toBe(200);
    expect(await status({ "If-Match": "*" })).toBe(200);
    expect(await status({ "If-Match": `W/${etag}` })).toBe(412); // strong comparison
    expect(await status({ "If-Unmodified-Since": "Mon, 01 Jan 2001 00:00:00 GMT" })).toBe(412);
    expect(await status({ "If-Unmodified-Since": new Date(Date.now() + 86_400_000).toUTCString() })).toBe(200);
    expect(await status({ "If-Modified-Since": new Date(Date.now() + 86_400_000).toUTCString() })).toBe(304);
    expect(await status({ "If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT" })).toBe(200);
    expect(await status({ "If-None-Match": `W/${etag}` })).toBe(304); // weak comparison
    // If-None-Match wins over If-Modified-Since.
    expect(await status({ "If-None-Match": '"other"', "If-Modified-Since": new Date(Date.now() + 86_400_000).toUTCString() })).toBe(200);
  });

  it("serves byte ranges (206), suffix ranges, 416 for unsatisfiable ones and the whole image when If-Range is stale", async () => {
    const whole = await (await SELF.fetch(`${api}/lab/full`)).text();
    const part = await SELF.fetch(`${api}/lab/full`, { headers: { Range: "bytes=0-9" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-9/${whole.length}`);
    expect(part.headers.get("accept-ranges")).toBe("bytes");
    expect(await part.text()).toBe(whole.slice(0, 10));
    const suffix = await SELF.fetch(`${api}/lab/full`, { headers: { Range: "bytes=-5" } });
    expect(suffix.status).toBe(206);
    expect(await suffix.text()).toBe(whole.slice(-5));
    const open = await SELF.fetch(`${api}/lab/full`, { headers: { Range: `bytes=${whole.length - 3}-` } });
    expect(await open.text()).toBe(whole.slice(-3));
    const beyond = await SELF.fetch(`${api}/lab/full`, { headers: { Range: `bytes=${whole.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${whole.length}`);
    await beyond.arrayBuffer();
    const stale = await SELF.fetch(`${api}/lab/full`, { headers: { Range: "bytes=0-9", "If-Range": '"old"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(whole);
    const multi = await SELF.fetch(`${api}/lab/full`, { headers: { Range: "bytes=0-1,5-6" } });
    expect(multi.status).toBe(200); // one range per response: the whole image, as RFC 9110 allows
    await multi.arrayBuffer();
  });

  it.each(["nope/full", "lab/original", "LAB/full", "..%2Fsecret/full", "lab"])("answers a JSON 404 for %s", async (path) => {
    const res = await SELF.fetch(`${api}/${path}`);
    expect(res.status).toBe(404);
    expect((await res.json<ErrorBody>()).error.code).toBe("not_found");
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
