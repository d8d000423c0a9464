import manifest from "./clinic-images/manifest.json" with { type: "json" };

/** The part of an R2 bucket binding the gallery tools need (workerd's and getPlatformProxy's both fit). */
export type BucketLike = {
  put(
    key: string,
    value: string | ArrayBuffer | Uint8Array,
    options: { httpMetadata: { contentType: string }; customMetadata?: Record<string, string> },
  ): Promise<unknown>;
  list(options: { prefix: string }): Promise<{ objects: { key: string }[] }>;
  delete(keys: string | string[]): Promise<unknown>;
};

export const GALLERY_CONTENT_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};
export const GALLERY_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

export type GalleryImage = {
  id: string;
  full: { bytes: string | ArrayBuffer | Uint8Array; extension: string };
  thumb: { bytes: string | ArrayBuffer | Uint8Array; extension: string };
  descriptionEn: string;
  descriptionEs: string;
  order: number;
};

/**
 * Stores one gallery picture as `clinic/<id>/full.<ext>` and `clinic/<id>/thumb.<ext>`, with the
 * bilingual description and display order as the full image's custom metadata. Replaces any earlier
 * files of the same id (whatever their format).
 */
export async function putGalleryImage(bucket: BucketLike, image: GalleryImage): Promise<void> {
  if (!GALLERY_ID_PATTERN.test(image.id)) throw new Error("Image ids are 1-64 lowercase letters, digits or dashes.");
  if (!image.descriptionEn.trim() || !image.descriptionEs.trim()) throw new Error("Both descriptions are required.");
  for (const part of [image.full, image.thumb]) {
    if (!GALLERY_CONTENT_TYPES[part.extension]) {
      throw new Error(`Unsupported image type ".${part.extension}" (use ${Object.keys(GALLERY_CONTENT_TYPES).join(", ")}).`);
    }
  }
  await removeGalleryImage(bucket, image.id);
  await bucket.put(`clinic/${image.id}/full.${image.full.extension}`, image.full.bytes, {
    httpMetadata: { contentType: GALLERY_CONTENT_TYPES[image.full.extension]! },
    customMetadata: {
      descriptionEn: image.descriptionEn.trim(),
      descriptionEs: image.descriptionEs.trim(),
      order: String(image.order),
    },
  });
  await bucket.put(`clinic/${image.id}/thumb.${image.thumb.extension}`, image.thumb.bytes, {
    httpMetadata: { contentType: GALLERY_CONTENT_TYPES[image.thumb.extension]! },
  });
}

export async function removeGalleryImage(bucket: BucketLike, id: string): Promise<number> {
  const { objects } = await bucket.list({ prefix: `clinic/${id}/` });
  if (objects.length) await bucket.delete(objects.map((object) => object.key));
  return objects.length;
}

export const clinicImageManifest: { id: string; en: string; es: string }[] = manifest;

/** Puts the bundled clinic illustrations into the bucket. Idempotent: same keys, same bytes. */
export async function seedClinicImages(bucket: BucketLike, svgById: Record<string, string>): Promise<number> {
  for (const [order, entry] of clinicImageManifest.entries()) {
    const svg = svgById[entry.id];
    if (!svg) throw new Error(`Missing bundled image for "${entry.id}"`);
    await putGalleryImage(bucket, {
      id: entry.id,
      full: { bytes: svg, extension: "svg" },
      thumb: { bytes: svg, extension: "svg" },
      descriptionEn: entry.en,
      descriptionEs: entry.es,
      order,
    });
  }
  return clinicImageManifest.length;
}
