import { and, eq, isNull } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { SHEET_PHOTO_TYPES, type SheetPhotoType } from "../../contract/volunteerSheet";
import { volunteers } from "../db/schema";

const EXTENSION: Record<SheetPhotoType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** What the bytes are, by their first bytes (the browser's Content-Type is only a claim). */
export function photoTypeOf(bytes: Uint8Array): SheetPhotoType | null {
  const starts = (...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length > 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

export const isSheetPhotoType = (type: string): type is SheetPhotoType => (SHEET_PHOTO_TYPES as readonly string[]).includes(type);

/**
 * Keeps the photo of a person's signed sheet in the private SHEETS bucket and records its key; a photo sent
 * again replaces the earlier one, which is deleted. The key holds the random reference, never a name.
 * Returns false when the person is erased or unknown (nothing is kept then).
 */
export async function putSheetPhoto(
  env: Env,
  db: DrizzleD1Database,
  person: { id: number; reference: string; sheetPhotoKey: string | null },
  bytes: Uint8Array,
  type: SheetPhotoType,
): Promise<boolean> {
  const key = `${photoFolder(person.reference)}${crypto.randomUUID()}.${EXTENSION[type]}`;
  await env.SHEETS.put(key, bytes, { httpMetadata: { contentType: type } });
  const [kept] = await db
    .update(volunteers)
    .set({ sheetPhotoKey: key, updatedAt: new Date().toISOString() })
    .where(and(eq(volunteers.id, person.id), isNull(volunteers.erasedAt)))
    .returning({ id: volunteers.id });
  if (!kept) {
    await env.SHEETS.delete(key);
    return false;
  }
  if (person.sheetPhotoKey) await env.SHEETS.delete(person.sheetPhotoKey);
  return true;
}

/** Where a person's sheet photos are kept: every key under it is theirs. */
const photoFolder = (reference: string) => `sheets/${reference}/`;

/**
 * Deletes every photo kept for these people: all keys under their folder, not just the one recorded, so a photo
 * left behind by two uploads at once goes too. Throws when R2 fails, so the caller erases nothing yet.
 */
export async function deleteSheetPhotosOf(env: Env, references: readonly string[]): Promise<void> {
  for (const reference of references) {
    let cursor: string | undefined;
    do {
      const listed = await env.SHEETS.list({ prefix: photoFolder(reference), cursor });
      if (listed.objects.length > 0) await env.SHEETS.delete(listed.objects.map((object) => object.key));
      cursor = listed.truncated ? listed.cursor : undefined;
    } while (cursor);
  }
}
