import { z } from "./zod";

export const auditQuerySchema = z.strictObject({
  cursor: z.string().regex(/^[1-9][0-9]{0,14}$/, { error: "invalid" }).optional(),
  limit: z.coerce.number({ error: "invalid" }).int({ error: "invalid" }).min(1, { error: "invalid" }).max(100, { error: "invalid" }).default(50),
});

export type AuditEntryDto = {
  id: number;
  at: string;
  action: string;
  actor: { id: number; username: string | null } | null;
  targetType: string | null;
  targetId: string | null;
  username: string | null;
  ipHash: string | null;
  detail: Record<string, unknown> | null;
};

export type AuditPageDto = { items: AuditEntryDto[]; nextCursor: string | null };
