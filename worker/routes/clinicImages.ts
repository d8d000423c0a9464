import { Hono } from "hono";
import type { AppEnv } from "../env";
import type { ClinicImageDto } from "../../contract/clinicImage";
import { GALLERY_PREFIX, parseKey, VARIANTS, type Variant } from "../gallery/catalog";
import { evaluatePreconditions, parseRange, rangeStillValid } from "../gallery/conditional";
import { jsonError } from "../http/errors";

const ID_PATTERN = /^[a-z0-9-]{1,64}$/;
const IMAGE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

async function listAll(bucket: R2Bucket): Promise<R2Object[]> {
  const objects: R2Object[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: GALLERY_PREFIX, include: ["customMetadata"], cursor });
    objects.push(...page.objects);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return objects;
}

export const clinicImageRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const objects = await listAll(c.env.IMAGES);
    const byId = new Map<string, { full?: R2Object; thumb?: R2Object }>();
    for (const object of objects) {
      const parsed = parseKey(object.key);
      if (!parsed) continue;
      byId.set(parsed.id, { ...byId.get(parsed.id), [parsed.variant]: object });
    }
    const images = [...byId.entries()]
      .filter(([, pair]) => pair.full)
      .map(([id, { full }]) => {
        const meta = full!.customMetadata ?? {};
        const en = meta.descriptionEn ?? "";
        return {
          order: Number(meta.order ?? 1000),
          dto: {
            id,
            thumbnail: `/api/clinic-images/${id}/thumbnail`,
            fullImage: `/api/clinic-images/${id}/full`,
            description: en,
            descriptions: { en, es: meta.descriptionEs ?? en },
          } satisfies ClinicImageDto,
        };
      })
      .sort((a, b) => a.order - b.order || a.dto.id.localeCompare(b.dto.id))
      .map((entry) => entry.dto);
    c.header("Cache-Control", "public, max-age=300");
    return c.json(images satisfies ClinicImageDto[]);
  })
  .get("/:id/:variant", async (c) => {
    const { id, variant } = c.req.param();
    if (!ID_PATTERN.test(id) || !(variant in VARIANTS)) return jsonError(c, 404, "not_found", "No such image.");
    const stem = `${GALLERY_PREFIX}${id}/${VARIANTS[variant as Variant]}.`;
    // The file extension is the operator's choice (svg, webp, jpg...): find the stored key by prefix.
    const listed = await c.env.IMAGES.list({ prefix: stem, limit: 1 });
    const key = listed.objects[0]?.key;
    const head = key ? await c.env.IMAGES.head(key) : null;
    if (!key || !head) return jsonError(c, 404, "not_found", "No such image.");

    const headers = new Headers();
    head.writeHttpMetadata(headers);
    headers.set("ETag", head.httpEtag);
    headers.set("Last-Modified", head.uploaded.toUTCString());
    headers.set("Accept-Ranges", "bytes");
    headers.set("Cache-Control", IMAGE_CACHE);
    headers.set("X-Content-Type-Options", "nosniff");
    // SVGs are served as images only: nothing inside them may run or load anything.
    headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");

    const validators = { etag: head.httpEtag, lastModified: head.uploaded };
    const outcome = evaluatePreconditions(c.req.raw.headers, validators);
    if (outcome === "precondition-failed") {
      return jsonError(c, 412, "precondition_failed", "The image has changed since the version you have.");
    }
    if (outcome === "not-modified") return new Response(null, { status: 304, headers });

    const range = rangeStillValid(c.req.raw.headers, validators) ? parseRange(c.req.header("Range") ?? null, head.size) : "none";
    if (range === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${head.size}`);
      return new Response(null, { status: 416, headers });
    }
    const object = await c.env.IMAGES.get(key, range === "none" ? {} : { range });
    if (!object) return jsonError(c, 404, "not_found", "No such image.");
    if (range === "none") {
      headers.set("Content-Length", String(head.size));
      return new Response(object.body, { status: 200, headers });
    }
    headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
    headers.set("Content-Length", String(range.length));
    return new Response(object.body, { status: 206, headers });
  });
