import type { EncounterType } from '@clinicall/shared/scheduling/types';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.js';
import { clinics } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { payments } from '../../db/schema/payments.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import { clinicClosedMail } from './clinic-closure.mails.js';

/** The reason the cancelled appointments carry, as the lists and the patient see it. */
export const CLINIC_CLOSED_REASON = 'The clinic no longer offers visits through Clinicall.';

/** What may still take place: requests awaiting an answer and confirmed visits not yet over. */
const OPEN_STATUSES = ['REQUESTED', 'PENDING', 'ACCEPTED'];

const patient = alias(users, 'patient');
const provider = alias(users, 'provider');

/**
 * Issue 20 point 3: a deactivated clinic's bookings are neither lost nor silently kept. In the
 * deactivation's transaction every open booking that has not ended is cancelled (one UPDATE, so
 * a concurrent status change either lands before it or finds the booking cancelled), each charged
 * card payment gets its full refund queued (the payments module's own job and key: a refund
 * already made or queued elsewhere is not doubled), and each patient is mailed.
 */
export function createClinicClosure(deps: {
  jobs: JobQueue;
  mailer: Mailer;
  appointmentsUrl: string;
}) {
  return {
    async cancelOpenBookings(tx: Tx, clinicId: number, now: Date) {
      const cancelled = await tx
        .update(encounters)
        .set({ status: 'CANCELLED', cancelReason: CLINIC_CLOSED_REASON, statusChangedAt: now })
        .where(
          and(
            eq(encounters.clinicId, clinicId),
            inArray(encounters.status, OPEN_STATUSES),
            or(isNull(encounters.endTime), gt(encounters.endTime, now)),
          ),
        )
        .returning({ id: encounters.id });
      if (cancelled.length === 0) return { cancelled: [], refunded: [] };
      const ids = cancelled.map((row) => row.id);
      const rows = await tx
        .select({
          id: encounters.id,
          type: encounters.type,
          start: encounters.startTime,
          clinicName: clinics.name,
          patient: {
            email: patient.email,
            firstName: patient.firstName,
            zone: patient.timeZone,
          },
          provider: { firstName: provider.firstName, lastName: provider.lastName },
          paymentId: payments.id,
        })
        .from(encounters)
        .innerJoin(clinics, eq(clinics.id, encounters.clinicId))
        .innerJoin(patient, eq(patient.id, encounters.patientId))
        .innerJoin(provider, eq(provider.id, encounters.providerId))
        .leftJoin(
          payments,
          and(
            eq(sql`${payments.id}::text`, encounters.transactionId),
            eq(payments.status, 'charged'),
          ),
        )
        .where(inArray(encounters.id, ids))
        .orderBy(encounters.id);
      const refunded: string[] = [];
      for (const row of rows) {
        if (row.paymentId) {
          refunded.push(row.paymentId);
          await deps.jobs.enqueue(tx, 'payments.refund', { paymentId: row.paymentId });
        }
        await deps.mailer.enqueue(
          clinicClosedMail({
            to: row.patient,
            provider: row.provider,
            clinicName: row.clinicName,
            type: row.type as EncounterType,
            start: row.start,
            zone: row.patient.zone ?? 'UTC',
            refunded: row.paymentId !== null,
            appointmentsUrl: deps.appointmentsUrl,
          }),
          tx,
        );
      }
      return { cancelled: ids, refunded };
    },
  };
}

export type ClinicClosure = ReturnType<typeof createClinicClosure>;
