import { and, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { StaffDto } from "../../contract/staff";
import { admins, recoveryCodes } from "../db/schema";
import type { hashPassword } from "./password";

/**
 * Staff accounts as /api/staff changes them (docs/product.md). The rule "one active admin at least" lives in the
 * write itself: a change that leaves an account no longer an active admin happens only if another active admin
 * exists at that moment, so two admins demoting each other at once cannot both succeed.
 */
export const staffColumns = {
  id: admins.id,
  username: admins.username,
  displayName: admins.displayName,
  role: admins.role,
  active: admins.active,
  totpSecret: admins.totpSecret,
  email: admins.email,
  createdAt: admins.createdAt,
};
type StaffRow = {
  id: number;
  username: string;
  displayName: string;
  role: StaffDto["role"];
  active: boolean;
  totpSecret: string | null;
  email: string | null;
  createdAt: string;
};

export const staffDto = ({ totpSecret, ...row }: StaffRow): StaffDto => ({ ...row, twoFactorEnabled: totpSecret !== null });

type Hashed = Awaited<ReturnType<typeof hashPassword>>;
export type AccountChanges = Partial<Pick<typeof admins.$inferInsert, "displayName" | "role" | "active" | "email">> & {
  password?: Hashed;
};

/** True when an active admin other than `id` exists, checked inside the statement that uses it. */
function anotherActiveAdmin(id: number) {
  return sql`exists (select 1 from admins other where other.role = 'admin' and other.active = 1 and other.id <> ${id})`;
}

export function createAccount(
  db: DrizzleD1Database,
  input: { username: string; displayName: string; role: StaffDto["role"]; email?: string | null },
  password: Hashed,
) {
  return db
    .insert(admins)
    .values({
      username: input.username,
      displayName: input.displayName,
      role: input.role,
      email: input.email || null,
      passwordHash: password.hash,
      salt: password.salt,
      iterations: password.iterations,
    })
    .returning(staffColumns)
    .get();
}

/** The account as changed, or undefined when the change would leave no active admin (it is not made). */
export function updateAccount(db: DrizzleD1Database, id: number, changes: AccountChanges, staysActiveAdmin: boolean) {
  const { password, ...fields } = changes;
  const set = password ? { ...fields, passwordHash: password.hash, salt: password.salt, iterations: password.iterations } : fields;
  return db
    .update(admins)
    .set(set)
    .where(and(eq(admins.id, id), staysActiveAdmin ? undefined : anotherActiveAdmin(id)))
    .returning(staffColumns)
    .get();
}

/** A lost phone: the second factor and its recovery codes go; the account enrolls again. Whether the account exists. */
export async function resetSecondFactor(db: DrizzleD1Database, id: number): Promise<boolean> {
  const reset = await db
    .update(admins)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, otpFailures: 0, otpWindowStart: null })
    .where(eq(admins.id, id))
    .returning({ id: admins.id });
  if (reset.length === 0) return false;
  await db.delete(recoveryCodes).where(eq(recoveryCodes.adminId, id));
  return true;
}
