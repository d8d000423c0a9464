import { sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { sendPace } from "../db/schema";

/**
 * The pace every campaign shares (docs/campaigns.md): each send takes the next free slot, `1 / perSecond` seconds
 * after the one before, in one statement (an upsert that returns the slot's end), then waits for its slot. Two
 * consumers at once, or a retried batch, still go no faster than the configured pace; an idle queue starts now.
 */
export async function reserveSlot(db: DrizzleD1Database, perSecond: number, now: number): Promise<number> {
  const interval = Math.max(1, Math.round(1000 / perSecond));
  const [row] = await db
    .insert(sendPace)
    .values({ name: "campaigns", nextMs: now + interval })
    .onConflictDoUpdate({ target: sendPace.name, set: { nextMs: sql`max(${sendPace.nextMs}, ${now}) + ${interval}` } })
    .returning({ nextMs: sendPace.nextMs });
  return row!.nextMs - interval;
}

/** Waits until this send's slot (a Worker's timer: wall time, not CPU time). */
export function pacer(db: DrizzleD1Database, perSecond: number, clock: () => number = Date.now) {
  return async () => {
    const slot = await reserveSlot(db, perSecond, clock());
    const wait = slot - clock();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}
