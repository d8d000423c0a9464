import { and, asc, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { PARTNER_CODE_LENGTH, PARTNER_CODE_PATTERN } from "../../contract/partnerCode";
import type { PartnerDto, PartnerLinkDto, partnerInputSchema, partnerUpdateSchema } from "../../contract/partners";
import { randomReadable } from "../../contract/readableCode";
import type { z } from "../../contract/zod";
import { inquiries, partners } from "../db/schema";
import { violatesUnique } from "../db/uniqueViolation";
import { urlToken } from "../http/urlToken";
import { digest } from "../messaging/keys";

/** A clinic has tens of partners, not thousands: the list answers at most this many. */
export const PARTNER_LIST_LIMIT = 500;

/**
 * A partner's referrals, as a correlated subquery. The outer column is written out in full: drizzle renders
 * `${partners.id}` as a bare "id" inside a select, which SQLite reads as the inquiry's own id (issue #52: every
 * partner showed 0 while the database held 5 and 3).
 */
const referrals = sql<number>`(select count(*) from ${inquiries} i where i.partner_id = "partners"."id" and i.status <> 'spam')`;

const columns = {
  id: partners.id,
  code: partners.code,
  name: partners.name,
  kind: partners.kind,
  language: partners.language,
  contact: partners.contact,
  studyId: partners.studyId,
  active: partners.active,
  linkIssuedAt: partners.linkIssuedAt,
  createdAt: partners.createdAt,
  referrals,
};

export function listPartners(db: DrizzleD1Database): Promise<PartnerDto[]> {
  return db.select(columns).from(partners).orderBy(asc(partners.name), asc(partners.id)).limit(PARTNER_LIST_LIMIT).all();
}

export function readPartner(db: DrizzleD1Database, id: number): Promise<PartnerDto | undefined> {
  return db.select(columns).from(partners).where(eq(partners.id, id)).get();
}

/** A new partner with a fresh code (a clash with an existing code, one in about 10⁹ per partner, draws again). */
export async function createPartner(
  db: DrizzleD1Database,
  input: z.output<typeof partnerInputSchema>,
  createdBy: number,
): Promise<PartnerDto> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(partners)
        .values({ ...input, code: randomReadable(PARTNER_CODE_LENGTH), createdBy })
        .returning({ id: partners.id });
      return (await readPartner(db, row!.id))!;
    } catch (error) {
      if (attempt >= 4 || !violatesUnique(error, "partners.code")) throw error;
    }
  }
}

export async function updatePartner(
  db: DrizzleD1Database,
  id: number,
  change: z.output<typeof partnerUpdateSchema>,
): Promise<PartnerDto | undefined> {
  const [row] = await db
    .update(partners)
    .set({ ...change, updatedAt: new Date().toISOString() })
    .where(eq(partners.id, id))
    .returning({ id: partners.id });
  return row ? readPartner(db, row.id) : undefined;
}

/** A new private link for the partner (the old one stops working at once); its secret is shown this once. */
export async function issuePartnerLink(db: DrizzleD1Database, id: number, now = new Date()): Promise<PartnerLinkDto | undefined> {
  const secret = urlToken(32);
  const issuedAt = now.toISOString();
  const [row] = await db
    .update(partners)
    .set({ secretHash: await digest(secret), linkIssuedAt: issuedAt, updatedAt: issuedAt })
    .where(eq(partners.id, id))
    .returning({ id: partners.id });
  return row ? { secret, issuedAt } : undefined;
}

export async function revokePartnerLink(db: DrizzleD1Database, id: number): Promise<boolean> {
  const [row] = await db
    .update(partners)
    .set({ secretHash: null, linkIssuedAt: null, updatedAt: new Date().toISOString() })
    .where(eq(partners.id, id))
    .returning({ id: partners.id });
  return Boolean(row);
}

/** What a partner's link, code or private link is allowed to know: who they are. */
export type KnownPartner = {
  id: number;
  code: string;
  name: string;
  kind: PartnerDto["kind"];
  language: PartnerDto["language"];
  studyId: string | null;
};
const known = {
  id: partners.id,
  code: partners.code,
  name: partners.name,
  kind: partners.kind,
  language: partners.language,
  studyId: partners.studyId,
};

/** The active partner with this code (already normalized), if any. */
export async function activePartnerByCode(db: DrizzleD1Database, code: string): Promise<KnownPartner | undefined> {
  if (!PARTNER_CODE_PATTERN.test(code)) return undefined;
  return db
    .select(known)
    .from(partners)
    .where(and(eq(partners.code, code), eq(partners.active, true)))
    .get();
}

/** base64url of 32 bytes: anything else is not a secret we made, and is not looked up. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The active partner whose private link this is (null when revoked, replaced, inactive, or never made). */
export async function partnerBySecret(db: DrizzleD1Database, secret: string): Promise<KnownPartner | undefined> {
  if (!SECRET_PATTERN.test(secret)) return undefined;
  return db
    .select(known)
    .from(partners)
    .where(and(eq(partners.secretHash, await digest(secret)), eq(partners.active, true)))
    .get();
}
