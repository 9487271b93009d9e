import { Paths } from '@clinicall/shared/paths';
import type { FastifyInstance } from 'fastify';
import type { ClinicDeactivation } from '../modules/admin-clinics/admin-clinics.service.js';
import { adminActionDetail } from '../modules/audit/admin-changes.js';
import { createClinicClosure } from '../modules/encounters/clinic-closure.service.js';
import { endSessionsOfStrandedMembers } from '../modules/sessions/clinic-sessions.service.js';
import type { AdministrationDeps } from './administration.js';

/**
 * Issue 20 point 3, composed here because it spans domains: deactivating a clinic ends, in the
 * same transaction, the sessions of its members left without an active clinic and its open
 * bookings (cancelled, charged payments refunded through the queue, patients mailed); the
 * admin's audit row names what it cancelled. Once committed, the members' sockets close.
 */
export function clinicDeactivation(
  deps: Pick<AdministrationDeps, 'clock' | 'config' | 'jobs' | 'mailer'>,
  app: FastifyInstance,
): ClinicDeactivation {
  const closure = createClinicClosure({
    jobs: deps.jobs,
    mailer: deps.mailer,
    appointmentsUrl: `${deps.config.publicUrl}${Paths.appointments}`,
  });
  return async (tx, ctx, clinicId) => {
    const usersOut = await endSessionsOfStrandedMembers(tx, clinicId);
    const bookings = await closure.cancelOpenBookings(tx, clinicId, deps.clock());
    await ctx.audit(
      'admin.clinic.bookings-cancelled',
      {
        clinicId,
        detail: {
          ...adminActionDetail({ type: 'clinic', id: clinicId }),
          encounterIds: bookings.cancelled,
          refundedPaymentIds: bookings.refunded,
          signedOutUserIds: usersOut,
        },
      },
      tx,
    );
    return () => {
      for (const userId of usersOut) app.realtime.endSocketsOf(userId);
    };
  };
}
