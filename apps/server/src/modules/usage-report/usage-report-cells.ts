import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { clinics } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { micros } from '../../lib/keyset-cursor.js';

const provider = alias(users, 'provider');
const patient = alias(users, 'patient');

/** What the card charges of one encounter in a given state add up to, in cents. */
const paymentsIn = (status: 'charged' | 'refunded') =>
  sql`(select sum(p.amount_cents) from payments p where p.encounter_id = ${encounters.id} and p.status = ${sql.raw(`'${status}'`)})`;

/**
 * The report's encounters matching `where`, oldest first (start time, id), with the names as
 * people typed them. The statement has no parameters of its own, so a COPY can wrap it.
 */
export function reportRows(db: Db, where: SQL, limit?: ReturnType<typeof sql.placeholder>) {
  const query = db
    .select({
      id: sql<number>`${encounters.id}`.as('id'),
      startTime: sql`${encounters.startTime}`.as('start_time'),
      micros: micros(encounters.startTime).as('micros'),
      clinicId: sql`${encounters.clinicId}`.as('clinic_id'),
      clinicName: sql`${clinics.name}`.as('clinic_name'),
      providerId: sql`${encounters.providerId}`.as('provider_id'),
      providerName: sql`btrim(${provider.firstName} || ' ' || ${provider.lastName}, ' ')`.as(
        'provider_name',
      ),
      patientId: sql`${encounters.patientId}`.as('patient_id'),
      patientName: sql`btrim(${patient.firstName} || ' ' || ${patient.lastName}, ' ')`.as(
        'patient_name',
      ),
      type: sql`${encounters.type}`.as('type'),
      status: sql`${encounters.status}`.as('status'),
      duration: sql`${encounters.durationMinutes}`.as('duration'),
      paymentType: sql`${encounters.paymentType}`.as('payment_type'),
      price: sql`${encounters.quantityCents}`.as('price'),
      charged: paymentsIn('charged').as('charged'),
      refunded: paymentsIn('refunded').as('refunded'),
    })
    .from(encounters)
    .innerJoin(clinics, eq(clinics.id, encounters.clinicId))
    .innerJoin(provider, eq(provider.id, encounters.providerId))
    .innerJoin(patient, eq(patient.id, encounters.patientId))
    .where(where)
    .orderBy(asc(encounters.startTime), asc(encounters.id))
    .$dynamic();
  return (limit ? query.limit(limit) : query).as('page');
}
export type ReportRows = ReturnType<typeof reportRows>;

/**
 * lib/csv-formula-guard.ts in SQL: a leading =, +, -, @, tab or carriage return gets a quote
 * mark first. `value` is a column of the rows' subquery, so repeating it costs nothing.
 */
const formulaSafe = (value: SQL) =>
  sql`(case when left(${value}, 1) in ('=', '+', '-', '@', E'\\t', E'\\r') then '''' || ${value} else ${value} end)`;

const dollars = (cents: SQL) => sql`((${cents} / 100.0)::numeric(20, 2))::text`;

/**
 * I18: one encounter's cells in the order of `UsageReportColumns`, each text or NULL for an
 * empty cell (never ''), so PostgreSQL's CSV writer and `csvLine` write the same bytes. `typed`
 * marks the cells people type (names): the only ones that may need CSV quoting.
 */
export const reportCells = (r: ReportRows): { cell: SQL; typed: boolean }[] => [
  { cell: sql`${r.id}::text`, typed: false },
  {
    cell: sql`to_char(${r.startTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    typed: false,
  },
  { cell: sql`${r.clinicId}::text`, typed: false },
  { cell: sql`nullif(${formulaSafe(sql`${r.clinicName}`)}, '')`, typed: true },
  { cell: sql`${r.providerId}::text`, typed: false },
  { cell: sql`nullif(${formulaSafe(sql`${r.providerName}`)}, '')`, typed: true },
  { cell: sql`${r.patientId}::text`, typed: false },
  { cell: sql`nullif(${formulaSafe(sql`${r.patientName}`)}, '')`, typed: true },
  { cell: sql`${r.type}`, typed: false },
  { cell: sql`${r.status}`, typed: false },
  { cell: sql`${r.duration}::text`, typed: false },
  { cell: sql`${r.paymentType}`, typed: false },
  { cell: dollars(sql`${r.price}`), typed: false },
  { cell: dollars(sql`${r.charged}`), typed: false },
  { cell: dollars(sql`${r.refunded}`), typed: false },
];
