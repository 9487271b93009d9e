import type { Executor } from '../../db/database.js';
import { auditLog } from '../../db/schema/audit.js';

export type AuditEntry = {
  action: string;
  userId?: number | null;
  actingAssistantId?: number | null;
  subject?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
};

export type AuditWriter = {
  record(entry: AuditEntry, executor?: Executor): Promise<void>;
};

export function createAuditWriter(db: Executor): AuditWriter {
  return {
    async record(entry, executor = db) {
      await executor.insert(auditLog).values({
        action: entry.action,
        userId: entry.userId ?? null,
        actingAssistantId: entry.actingAssistantId ?? null,
        subject: entry.subject ?? null,
        ip: entry.ip ?? null,
        userAgent: entry.userAgent?.slice(0, 500) ?? null,
        detail: entry.detail ?? null,
      });
    },
  };
}
