import type { Executor } from '../../db/database.js';
import { auditLog } from '../../db/schema/audit.js';
import type { AuditFields, BoundAudit } from '../../lib/access/request-context.js';

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
  /** A writer that fills in who, on whose behalf and from where: one per request. */
  bind(base: Pick<AuditEntry, 'userId' | 'actingAssistantId' | 'ip' | 'userAgent'>): BoundAudit;
};

export function createAuditWriter(db: Executor): AuditWriter {
  const record: AuditWriter['record'] = async (entry, executor = db) => {
    await executor.insert(auditLog).values({
      action: entry.action,
      userId: entry.userId ?? null,
      actingAssistantId: entry.actingAssistantId ?? null,
      subject: entry.subject ?? null,
      ip: entry.ip ?? null,
      userAgent: entry.userAgent?.slice(0, 500) ?? null,
      detail: entry.detail ?? null,
    });
  };
  return {
    record,
    bind:
      (base) =>
      (action, fields: AuditFields = {}, executor) =>
        record(
          {
            ...base,
            action,
            userId: fields.userId === undefined ? base.userId : fields.userId,
            actingAssistantId:
              fields.actingAssistantId === undefined
                ? base.actingAssistantId
                : fields.actingAssistantId,
            subject: fields.subject ?? null,
            ...(fields.detail ? { detail: fields.detail } : {}),
          },
          executor,
        ),
  };
}
