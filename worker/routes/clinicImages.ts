import { Hono } from "hono";
import type { AppEnv } from "../env";
import type { ClinicImageDto } from "../../contract/clinicImage";
import { GALLERY_PREFIX, parseKey, VARIANTS, type Variant } from "../gallery/catalog";
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
    return c.json(images);
  })
  .get("/:id/:variant", async (c) => {
    const { id, variant } = c.req.param();
    if (!ID_PATTERN.test(id) || !(variant in VARIANTS)) return jsonError(c, 404, "not_found", "No such image.");
    const stem = `${GALLERY_PREFIX}${id}/${VARIANTS[variant as Variant]}.`;
    // The file extension is the operator's choice (svg, webp, jpg...): find the stored key by prefix.
    const listed = await c.env.IMAGES.list({ prefix: stem, limit: 1 });
    const key = listed.objects[0]?.key;
    if (!key) return jsonError(c, 404, "not_found", "No such image.");
    const object = await c.env.IMAGES.get(key, { onlyIf: c.req.raw.headers });
    if (!object) return jsonError(c, 404, "not_found", "No such image.");
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set("ETag", object.httpEtag);
    headers.set("Cache-Control", IMAGE_CACHE);
    headers.set("X-Content-Type-Options", "nosniff");
    // SVGs are served as images only: nothing inside them may run or load anything.
    headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (!("body" in object)) return new Response(null, { status: 304, headers });
    return new Response(object.body, { status: 200, headers });
  });
