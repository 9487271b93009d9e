import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { auditLog } from '../../db/schema/audit.js';

/**
 * Each patient a `patient.read` row names, as an entry of its own: one row per answer (migration
 * 0035) becomes, for the views, what one row per patient shown used to be. Joined laterally to
 * `audit_log` (`.crossJoinLateral(readEntry)`); `position` is 1-based, in the order the answer
 * showed the patients.
 */
export const readEntry = new QueryBuilder()
  .select({
    patientId: sql<number>`e.patient_id`.as('entry_patient_id'),
    clinicId: sql<number | null>`e.clinic_id`.as('entry_clinic_id'),
    position: sql<number>`e.position::int`.as('entry_position'),
  })
  .from(
    sql`unnest(${auditLog.patientIds}, ${auditLog.clinicIds}) with ordinality as e(patient_id, clinic_id, position)`,
  )
  .as('entry');

/** The rows naming `patientId` (their GIN index finds them); `readEntry.patientId` picks the entry. */
export const namesPatient = (patientId: number) =>
  sql`${auditLog.patientIds} @> array[${patientId}::int]`;

/** The rows with a patient reached through `clinicId`; `readEntry.clinicId` picks the entries. */
export const throughClinic = (clinicId: number) =>
  sql`${auditLog.clinicIds} @> array[${clinicId}::int]`;
