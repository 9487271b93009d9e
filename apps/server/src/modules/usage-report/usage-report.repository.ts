import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { clinics } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { micros, type KeysetCursor } from '../../lib/keyset-cursor.js';

const provider = alias(users, 'provider');
const patient = alias(users, 'patient');

/** What the card charges of one encounter in a given state add up to, in cents. */
const paymentsIn = (status: 'charged' | 'refunded') =>
  sql<
    number | null
  >`(select sum(p.amount_cents)::int from payments p where p.encounter_id = ${encounters.id} and p.status = ${status})`;

/** The report's span as instants: UTC days, the last one included. */
export type ReportSpan = { from: Date; until: Date };

/**
 * The usage report's keyset page: encounters starting before `until`, after the cursor (start
 * time, id), oldest first. Prepared once per database: a report of a million rows runs it a
 * thousand times, and re-planning each page cost as much as running it (bench/usage-report.mjs).
 * Index `encounters_start_id_idx` (migration 0040) keeps every page as cheap as the first.
 */
export function prepareUsageReportPage(db: Db) {
  const statement = db
    .select({
      id: encounters.id,
      micros: micros(encounters.startTime),
      clinicId: encounters.clinicId,
      clinicName: clinics.name,
      providerId: encounters.providerId,
      providerFirst: provider.firstName,
      providerLast: provider.lastName,
      patientId: encounters.patientId,
      patientFirst: patient.firstName,
      patientLast: patient.lastName,
      type: encounters.type,
      status: encounters.status,
      durationMinutes: encounters.durationMinutes,
      paymentType: encounters.paymentType,
      priceCents: encounters.quantityCents,
      chargedCents: paymentsIn('charged'),
      refundedCents: paymentsIn('refunded'),
    })
    .from(encounters)
    .innerJoin(clinics, eq(clinics.id, encounters.clinicId))
    .innerJoin(provider, eq(provider.id, encounters.providerId))
    .innerJoin(patient, eq(patient.id, encounters.patientId))
    .where(
      and(
        sql`${encounters.startTime} < ${sql.placeholder('until')}::timestamptz`,
        sql`(${encounters.startTime}, ${encounters.id}) > (timestamptz 'epoch' + ${sql.placeholder('micros')}::bigint * interval '1 microsecond', ${sql.placeholder('id')}::int)`,
      ),
    )
    .orderBy(asc(encounters.startTime), asc(encounters.id))
    .limit(sql.placeholder('size'))
    .prepare('usage_report_page');
  return (span: ReportSpan, cursor: KeysetCursor, size: number) =>
    statement.execute({
      until: span.until.toISOString(),
      micros: cursor.micros,
      id: cursor.id,
      size,
    });
}

export type UsageReportRow = Awaited<ReturnType<ReturnType<typeof prepareUsageReportPage>>>[number];

/** The place just before the span's first instant: the first page starts there. */
export const cursorBefore = (span: ReportSpan): KeysetCursor => ({
  micros: (BigInt(span.from.getTime()) * 1000n - 1n).toString(),
  id: 0,
});
