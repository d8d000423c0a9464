/**
 * Clinic photos live in R2 as `clinic/<id>/full.<ext>` and `clinic/<id>/thumb.<ext>`. The full image's
 * custom metadata carries the bilingual description and the display order.
 */
export const GALLERY_PREFIX = "clinic/";
export const VARIANTS = { full: "full", thumbnail: "thumb" } as const;
export type Variant = keyof typeof VARIANTS;

const KEY_PATTERN = /^clinic\/([a-z0-9-]{1,64})\/(full|thumb)\.[a-z0-9]{2,5}$/;

export function parseKey(key: string): { id: string; variant: "full" | "thumb" } | null {
  const match = KEY_PATTERN.exec(key);
  return match ? { id: match[1]!, variant: match[2] as "full" | "thumb" } : null;
}
