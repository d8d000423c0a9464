import manifest from "./clinic-images/manifest.json" with { type: "json" };

/** The part of an R2 bucket binding the seed needs (works with workerd's and getPlatformProxy's). */
type BucketLike = {
  put(
    key: string,
    value: string,
    options: { httpMetadata: { contentType: string }; customMetadata?: Record<string, string> },
  ): Promise<unknown>;
};

export const clinicImageManifest: { id: string; en: string; es: string }[] = manifest;

/**
 * Puts the bundled clinic illustrations into the gallery bucket (`clinic/<id>/full.svg` and
 * `thumb.svg`, with the bilingual description as custom metadata). Idempotent: same keys, same bytes.
 */
export async function seedClinicImages(bucket: BucketLike, svgById: Record<string, string>): Promise<number> {
  for (const [order, entry] of clinicImageManifest.entries()) {
    const svg = svgById[entry.id];
    if (!svg) throw new Error(`Missing bundled image for "${entry.id}"`);
    const httpMetadata = { contentType: "image/svg+xml" };
    await bucket.put(`clinic/${entry.id}/full.svg`, svg, {
      httpMetadata,
      customMetadata: { descriptionEn: entry.en, descriptionEs: entry.es, order: String(order) },
    });
    await bucket.put(`clinic/${entry.id}/thumb.svg`, svg, { httpMetadata });
  }
  return clinicImageManifest.length;
}
