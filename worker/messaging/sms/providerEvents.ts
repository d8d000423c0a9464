import { and, eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { messages, providerEvents, webhookReceipts } from "../../db/schema";
import { digest } from "../keys";

export type ProviderEventKind = (typeof providerEvents.$inferInsert)["kind"];

/**
 * Twilio's events, each applied once (docs/messaging.md): an event is known by what identifies it at Twilio
 * (AccountSid, MessageSid and, for a status, the status), never by how its signature is spelled. The key's
 * hash, or null when the event was seen before (a retry or a replay) and must change nothing.
 */
export async function claimProviderEvent(db: DrizzleD1Database, kind: ProviderEventKind, key: string[]): Promise<string | null> {
  const keyHash = await digest([kind, ...key].join(":"));
  const [fresh] = await db.insert(providerEvents).values({ keyHash, kind }).onConflictDoNothing().returning();
  return fresh ? keyHash : null;
}

/** Lets a claimed event go when applying it failed, so that Twilio's retry gets in. */
export async function releaseProviderEvent(db: DrizzleD1Database, keyHash: string): Promise<void> {
  await db.delete(providerEvents).where(eq(providerEvents.keyHash, keyHash));
}

/**
 * Whether a text came before provider_events existed: its MessageSid is on a stored text, or its signature has a
 * receipt (webhook_receipts, no longer written; the release that drops the table drops this look-up).
 */
export async function receivedBeforeEvents(db: DrizzleD1Database, providerId: string, signature: string): Promise<boolean> {
  const [stored, receipt] = await db.batch([
    db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.channel, "text"), eq(messages.providerId, providerId)))
      .limit(1),
    db
      .select({ at: webhookReceipts.at })
      .from(webhookReceipts)
      .where(eq(webhookReceipts.signatureHash, await digest(signature)))
      .limit(1),
  ]);
  return stored.length > 0 || receipt.length > 0;
}
