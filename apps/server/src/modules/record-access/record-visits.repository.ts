import { RecordVisitGapMinutes } from '@clinicall/shared/constants';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { auditLog } from '../../db/schema/audit.js';
import { clinics } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { microsOf, olderEntryThan, type AccessCursor } from './access-cursor.js';
import { readEntry, namesPatient } from './read-entries.js';

const reader = alias(users, 'reader');
const assistant = alias(users, 'acting_assistant');

/** A gap longer than this between two reads of one person starts a new visit. */
const gap = sql.raw(`interval '${RecordVisitGapMinutes} minutes'`);

/**
 * One visit's reads: the same reader, acting assistant, clinic and role. A visit is every read of
 * such a series whose gap to the one before is at most `gap`; adding newer reads only extends the
 * newest visit of a series, so a cursor into older visits stays valid.
 */
const series = sql`partition by ${auditLog.userId}, ${auditLog.actingAssistantId}, ${readEntry.clinicId}, ${auditLog.actorRole} order by ${auditLog.at}, ${auditLog.id}, ${readEntry.position}`;

/**
 * The visits to a patient's record, newest first: one page after `cursor`. Reads by the patient
 * and by their family account holder are left out (they are the patient's own side). Every clinic
 * is included, a clinic the patient has since left too: the list accounts for who saw the record,
 * not who may see it now.
 */
export async function recordVisitsPage(
  ex: Executor,
  patientId: number,
  cursor: AccessCursor | null,
  size: number,
) {
  const familyHead = sql`coalesce((select ${patientProfiles.familyOwnerId} from ${patientProfiles} where ${patientProfiles.userId} = ${patientId}), 0)`;
  const marked = ex.$with('marked').as(
    ex
      .select({
        id: auditLog.id,
        at: auditLog.at,
        userId: auditLog.userId,
        actingAssistantId: auditLog.actingAssistantId,
        position: readEntry.position,
        clinicId: readEntry.clinicId,
        actorRole: auditLog.actorRole,
        kind: sql<string | null>`${auditLog.detail}->>'kind'`.as('kind'),
        starts:
          sql<number>`case when ${auditLog.at} - lag(${auditLog.at}) over (${series}) <= ${gap} then 0 else 1 end`.as(
            'starts',
          ),
      })
      .from(auditLog)
      .crossJoinLateral(readEntry)
      .where(
        and(
          namesPatient(patientId),
          sql`${readEntry.patientId} = ${patientId}`,
          eq(auditLog.action, 'patient.read'),
          sql`${auditLog.userId} is distinct from ${patientId}`,
          sql`${auditLog.userId} is distinct from ${familyHead}`,
        ),
      ),
  );
  const numbered = ex.$with('numbered').as(
    ex
      .with(marked)
      .select({
        id: marked.id,
        at: marked.at,
        position: marked.position,
        userId: marked.userId,
        actingAssistantId: marked.actingAssistantId,
        clinicId: marked.clinicId,
        actorRole: marked.actorRole,
        kind: marked.kind,
        visit:
          sql<number>`sum(${marked.starts}) over (partition by ${marked.userId}, ${marked.actingAssistantId}, ${marked.clinicId}, ${marked.actorRole} order by ${marked.at}, ${marked.id}, ${marked.position})`.as(
            'visit',
          ),
      })
      .from(marked),
  );
  const visits = ex.$with('visits').as(
    ex
      .with(numbered)
      .select({
        userId: numbered.userId,
        actingAssistantId: numbered.actingAssistantId,
        clinicId: numbered.clinicId,
        actorRole: numbered.actorRole,
        firstAt: sql`min(${numbered.at})`.as('first_at'),
        lastAt: sql`max(${numbered.at})`.as('last_at'),
        // The visit's last read: where a page of visits ends.
        lastId:
          sql`(array_agg(${numbered.id} order by ${numbered.at} desc, ${numbered.id} desc, ${numbered.position} desc))[1]`.as(
            'last_id',
          ),
        lastPosition:
          sql`(array_agg(${numbered.position} order by ${numbered.at} desc, ${numbered.id} desc, ${numbered.position} desc))[1]`.as(
            'last_position',
          ),
        reads: sql<number>`count(*)::int`.as('reads'),
        kinds: sql<
          (string | null)[]
        >`array_agg(${numbered.kind} order by ${numbered.at}, ${numbered.id}, ${numbered.position})`.as(
          'kinds',
        ),
      })
      .from(numbered)
      .groupBy(
        numbered.userId,
        numbered.actingAssistantId,
        numbered.clinicId,
        numbered.actorRole,
        numbered.visit,
      ),
  );
  return ex
    .with(visits)
    .select({
      lastId: sql<string>`${visits.lastId}::text`,
      lastPosition: sql<number>`${visits.lastPosition}::int`,
      firstMicros: microsOf(visits.firstAt),
      lastMicros: microsOf(visits.lastAt),
      reads: visits.reads,
      kinds: visits.kinds,
      actorRole: visits.actorRole,
      readerFirst: reader.firstName,
      readerLast: reader.lastName,
      assistantFirst: assistant.firstName,
      assistantLast: assistant.lastName,
      clinicName: clinics.name,
    })
    .from(visits)
    .leftJoin(reader, eq(reader.id, visits.userId))
    .leftJoin(assistant, eq(assistant.id, visits.actingAssistantId))
    .leftJoin(clinics, eq(clinics.id, visits.clinicId))
    .where(
      cursor
        ? olderEntryThan(visits.lastAt, visits.lastId, visits.lastPosition, cursor)
        : undefined,
    )
    .orderBy(desc(visits.lastAt), desc(visits.lastId), desc(visits.lastPosition))
    .limit(size + 1);
}

export type RecordVisitRow = Awaited<ReturnType<typeof recordVisitsPage>>[number];
