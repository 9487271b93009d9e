import type { AccessLogFilter } from '@clinicall/shared/record-access/record-access';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/identity.js';
import { inScope, type ClinicScope } from '../../lib/access/clinic-scope.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { microsOf, olderEntryThan, type AccessCursor } from './access-cursor.js';
import { readEntry, namesPatient, throughClinic } from './read-entries.js';

const patient = alias(users, 'patient');
const reader = alias(users, 'reader');
const assistant = alias(users, 'acting_assistant');

const words = (text: string) => text.split(/\s+/).filter((w) => w.length > 0);

/** Every word is in the first name, the last name or the e-mail of one of `people`. */
type Named = { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn };

function namedBy(text: string, people: Named[]): SQL | undefined {
  return and(
    ...words(text).map((word) =>
      or(
        ...people.flatMap((person) => [
          ilike(person.firstName, containsPattern(word)),
          ilike(person.lastName, containsPattern(word)),
          ilike(person.email, containsPattern(word)),
        ]),
      ),
    ),
  );
}

/** A search term that is a whole number names an account by id; anything else, by name or e-mail. */
const asId = (text: string) => (/^\d{1,10}$/.test(text) ? Number(text) : null);

/**
 * The patients a name search finds, as an array the rows' GIN index on `patient_ids` can take:
 * rows naming none of them are never read.
 */
const patientsNamed = (text: string) =>
  sql`${auditLog.patientIds} && array(${sql`select ${users.id} from ${users} where ${namedBy(text, [users])}`})`;

function conditions(clinicId: number, scope: ClinicScope, filter: AccessLogFilter) {
  const patientTerm = filter.patient?.trim() ?? '';
  const readerTerm = filter.reader?.trim() ?? '';
  const patientId = asId(patientTerm);
  const readerId = asId(readerTerm);
  return and(
    // Both: the clinic the route named, and the scope the access plugin checked it against; the
    // row's condition lets the index find the rows, the entry's picks their patients of the clinic.
    throughClinic(clinicId),
    sql`${readEntry.clinicId} = ${clinicId}`,
    inScope(scope, clinicId) ? undefined : sql`false`,
    eq(auditLog.action, 'patient.read'),
    patientTerm === ''
      ? undefined
      : patientId !== null
        ? and(namesPatient(patientId), sql`${readEntry.patientId} = ${patientId}`)
        : and(patientsNamed(patientTerm), namedBy(patientTerm, [patient])),
    readerTerm === ''
      ? undefined
      : readerId !== null
        ? or(eq(auditLog.userId, readerId), eq(auditLog.actingAssistantId, readerId))
        : namedBy(readerTerm, [reader, assistant]),
    filter.from ? gte(auditLog.at, new Date(filter.from)) : undefined,
    // `to` is exclusive: a day's search runs from its midnight to the next.
    filter.to ? lt(auditLog.at, new Date(filter.to)) : undefined,
    filter.kind ? sql`${auditLog.detail}->>'kind' = ${filter.kind}` : undefined,
  );
}

/**
 * One page of a clinic's reads, newest first, after `cursor`: an entry per patient a
 * `patient.read` row names through the clinic. One more entry than `size` is read so the caller
 * knows whether another page follows.
 */
export function accessLogPage(
  ex: Executor,
  clinicId: number,
  scope: ClinicScope,
  filter: AccessLogFilter,
  cursor: AccessCursor | null,
  size: number,
) {
  return ex
    .select({
      id: auditLog.id,
      position: readEntry.position,
      micros: microsOf(auditLog.at),
      patientId: patient.id,
      patientFirst: patient.firstName,
      patientLast: patient.lastName,
      readerId: reader.id,
      readerFirst: reader.firstName,
      readerLast: reader.lastName,
      readerRole: auditLog.actorRole,
      assistantId: assistant.id,
      assistantFirst: assistant.firstName,
      assistantLast: assistant.lastName,
      kind: sql<string | null>`${auditLog.detail}->>'kind'`,
      recordId: sql<string | null>`${auditLog.detail}->>'id'`,
      route: sql<string | null>`${auditLog.detail}->>'route'`,
      ip: auditLog.ip,
      userAgent: auditLog.userAgent,
    })
    .from(auditLog)
    .crossJoinLateral(readEntry)
    .leftJoin(patient, eq(patient.id, readEntry.patientId))
    .leftJoin(reader, eq(reader.id, auditLog.userId))
    .leftJoin(assistant, eq(assistant.id, auditLog.actingAssistantId))
    .where(
      and(
        conditions(clinicId, scope, filter),
        cursor ? olderEntryThan(auditLog.at, auditLog.id, readEntry.position, cursor) : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id), sql`${readEntry.position} desc`)
    .limit(size + 1);
}

export type AccessLogRow = Awaited<ReturnType<typeof accessLogPage>>[number];
