import type { AdminAuditFilter } from '@clinicall/shared/admin-audit/admin-audit';
import { and, desc, eq, gte, ilike, like, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { auditLog } from '../../db/schema/audit.js';
import { clinics } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { keysetBefore, micros, type KeysetCursor } from '../../lib/keyset-cursor.js';

const isId = (term: string) => /^\d{1,10}$/.test(term);
const wordsOf = (term: string) => term.split(/\s+/).filter((word) => word.length > 0);

/** An actor's id, or every word in their first name, last name or e-mail. */
function actorCondition(term: string) {
  if (isId(term)) return eq(auditLog.userId, Number(term));
  return and(
    ...wordsOf(term).map((word) =>
      or(
        ilike(users.firstName, containsPattern(word)),
        ilike(users.lastName, containsPattern(word)),
        ilike(users.email, containsPattern(word)),
      ),
    ),
  );
}

/** A clinic's id, or every word in its name. */
function clinicCondition(term: string) {
  if (isId(term)) return eq(auditLog.clinicId, Number(term));
  return and(...wordsOf(term).map((word) => ilike(clinics.name, containsPattern(word))));
}

function conditions(filter: AdminAuditFilter) {
  const actor = filter.actor?.trim() ?? '';
  const clinic = filter.clinic?.trim() ?? '';
  return and(
    // Admin actions only (issue 20 point 8); partial index `audit_log_admin_idx` (migration 0040).
    like(auditLog.action, 'admin.%'),
    clinic === '' ? undefined : clinicCondition(clinic),
    actor === '' ? undefined : actorCondition(actor),
    filter.from ? gte(auditLog.at, new Date(filter.from)) : undefined,
    filter.to ? lt(auditLog.at, new Date(filter.to)) : undefined,
  );
}

/** One page of admin actions, newest first, after `cursor`; one extra row says another page follows. */
export function adminAuditPage(
  ex: Executor,
  filter: AdminAuditFilter,
  cursor: KeysetCursor | null,
  size: number,
) {
  return ex
    .select({
      id: auditLog.id,
      micros: micros(auditLog.at),
      action: auditLog.action,
      actorId: users.id,
      actorFirst: users.firstName,
      actorLast: users.lastName,
      actorRole: auditLog.actorRole,
      clinicId: clinics.id,
      clinicName: clinics.name,
      detail: auditLog.detail,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(clinics, eq(clinics.id, auditLog.clinicId))
    .where(
      and(conditions(filter), cursor ? keysetBefore(auditLog.at, auditLog.id, cursor) : undefined),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(size + 1);
}

export type AdminAuditRow = Awaited<ReturnType<typeof adminAuditPage>>[number];
