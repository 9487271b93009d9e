import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { clinics } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { keysetAfter, micros, type KeysetCursor } from '../../lib/keyset-cursor.js';

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
 * One keyset page of the usage report: encounters starting in `span`, oldest first by
 * (start time, id), after `cursor`. Index `encounters_start_id_idx` (migration 0040) serves it, so
 * every page costs the same however deep the report is.
 */
export function usageReportPage(
  ex: Executor,
  span: ReportSpan,
  cursor: KeysetCursor | null,
  size: number,
) {
  return ex
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
        gte(encounters.startTime, span.from),
        lt(encounters.startTime, span.until),
        cursor ? keysetAfter(encounters.startTime, encounters.id, cursor) : undefined,
      ),
    )
    .orderBy(asc(encounters.startTime), asc(encounters.id))
    .limit(size);
}

export type UsageReportRow = Awaited<ReturnType<typeof usageReportPage>>[number];
