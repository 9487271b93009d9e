import { Readable } from 'node:stream';
import type { AdminAuditEntry } from '@clinicall/shared/admin-audit/admin-audit';
import { stringify } from 'csv-stringify';
import { formulaSafe } from '../../lib/csv-formula-guard.js';
import { changesText } from './admin-audit-entry.js';

const columns = [
  'time_utc',
  'action',
  'actor_id',
  'actor_name',
  'actor_role',
  'clinic_id',
  'clinic_name',
  'target_type',
  'target_id',
  'changes',
  'ip',
] as const;

function auditRecord(entry: AdminAuditEntry): Record<(typeof columns)[number], string> {
  return {
    time_utc: entry.at,
    action: entry.action,
    actor_id: entry.actor?.id.toString() ?? '',
    actor_name: entry.actor ? `${entry.actor.firstName} ${entry.actor.lastName}` : '',
    actor_role: entry.actorRole ?? '',
    clinic_id: entry.clinic?.id.toString() ?? '',
    clinic_name: entry.clinic?.name ?? '',
    target_type: entry.target?.type ?? '',
    target_id: entry.target ? String(entry.target.id) : '',
    changes: changesText(entry.changes),
    ip: entry.ip ?? '',
  };
}

/** The filtered admin actions as CSV, read page by page as the response drains. */
export function adminAuditCsv(entries: () => AsyncIterable<AdminAuditEntry>): Readable {
  const records = Readable.from(
    (async function* () {
      for await (const entry of entries()) yield auditRecord(entry);
    })(),
  );
  const csv = stringify({ header: true, columns: [...columns], cast: { string: formulaSafe } });
  records.on('error', (error) => csv.destroy(error));
  csv.on('close', () => records.destroy());
  return records.pipe(csv);
}
