import type { Executor } from '../../db/database.js';
import { auditLog } from '../../db/schema/audit.js';
import type { AuditRecorder } from '../../lib/access/request-context.js';

export type AuditWriter = { record: AuditRecorder };

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
        patientId: entry.patientId ?? null,
        clinicId: entry.clinicId ?? null,
        actorRole: entry.actorRole ?? null,
      });
    },
  };
}
