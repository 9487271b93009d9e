import type { AdminAuditEntry } from '@clinicall/shared/admin-audit/admin-audit';
import { isoFromMicros } from '../../lib/keyset-cursor.js';
import type { AdminAuditRow } from './admin-audit.repository.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The row's target, when its detail names one as `adminActionDetail` writes it. */
function targetOf(detail: Record<string, unknown> | null): AdminAuditEntry['target'] {
  const target = detail?.target;
  if (!isRecord(target) || typeof target.type !== 'string') return null;
  const id = target.id;
  return typeof id === 'string' || typeof id === 'number' ? { type: target.type, id } : null;
}

function changesOf(detail: Record<string, unknown> | null): AdminAuditEntry['changes'] {
  const changes = detail?.changes;
  if (!isRecord(changes)) return {};
  const fields: AdminAuditEntry['changes'] = {};
  for (const [field, change] of Object.entries(changes)) {
    if (isRecord(change)) fields[field] = { from: change.from ?? null, to: change.to ?? null };
  }
  return fields;
}

/** Issue 20 point 8: one admin action as the super admin reads it. */
export function toAdminAuditEntry(row: AdminAuditRow): AdminAuditEntry {
  return {
    id: row.id,
    at: isoFromMicros(row.micros),
    action: row.action,
    actor:
      row.actorId === null || row.actorFirst === null || row.actorLast === null
        ? null
        : { id: row.actorId, firstName: row.actorFirst, lastName: row.actorLast },
    actorRole: row.actorRole,
    clinic:
      row.clinicId === null || row.clinicName === null
        ? null
        : { id: row.clinicId, name: row.clinicName },
    target: targetOf(row.detail),
    changes: changesOf(row.detail),
    ip: row.ip,
  };
}

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '(none)'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The changed fields on one line: `field: old → new; …`. */
export const changesText = (changes: AdminAuditEntry['changes']) =>
  Object.entries(changes)
    .map(([field, change]) => `${field}: ${shown(change.from)} → ${shown(change.to)}`)
    .join('; ');
