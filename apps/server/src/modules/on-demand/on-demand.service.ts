import { randomBytes } from 'node:crypto';
import { Role } from '@clinicall/shared/roles';
import {
  OnDemandMessages,
  type NewPatientRequest,
  type OnDemandRequestSchema,
} from '@clinicall/shared/room-access/on-demand';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import { retryingDeadlocks } from '../../db/deadlock-retry.js';
import { lockProviderTime } from '../../db/provider-time-lock.js';
import { violatedConstraint } from '../../db/constraint-errors.js';
import type {
  RequestContext,
  ScopedContext,
  SignedInContext,
} from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import type { Mailer } from '../mail/mailer.js';
import type { RoomLinksService } from '../room-links/room-links.service.js';
import type { RoomPassesService } from '../room-passes/room-passes.service.js';
import {
  addPatientToClinic,
  firstOverlapping,
  firstProviderClinic,
  insertGuestPatients,
  insertStartedEncounter,
  patientClinics,
} from './on-demand.repository.js';
import { welcomeMail } from './welcome.mail.js';

/** How far the browser's "now" may be from the server's: clocks drift, calls start now. */
const START_SKEW_MS = 5 * 60_000;

/** What a started on-demand call tells others: the patients' appointment-started dialog (D2). */
export type OnDemandStarted = {
  appointmentId: number;
  providerName: string;
  patientIds: number[];
};

/**
 * On-demand calls (C103–C106): the provider starts an appointment now with one or more patients of
 * a clinic they share. It is written STARTED, so the exclusion constraint refuses it when the
 * provider already holds that time. Each patient gets a room link by e-mail (and SMS); the
 * provider's browser opens the room with its own pass.
 */
export function createOnDemandService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  passes: RoomPassesService;
  roomLinks: RoomLinksService;
  /** The identity module's one way to create an account. */
  createAccount: (
    ex: Executor,
    input: { email: string; password: string; role: Role; firstName: string; lastName: string },
  ) => Promise<{ id: number; email: string; firstName: string; lastName: string }>;
  /** Mails the new patient a link to choose a password (the reset flow). */
  sendPasswordSetup: (ctx: RequestContext, email: string) => Promise<void>;
  /** Called once the call is committed: the realtime notification hooks in here. */
  onStarted?: (started: OnDemandStarted) => void;
}) {
  const { db, clock, passes, roomLinks } = deps;

  /** The one clinic in scope where every chosen patient is a patient. */
  async function sharedClinic(ctx: ScopedContext, patientIds: number[]) {
    const rows = await patientClinics(db, ctx.scope, patientIds);
    const byClinic = new Map<number, Set<number>>();
    for (const row of rows) {
      byClinic.set(row.clinicId, (byClinic.get(row.clinicId) ?? new Set()).add(row.userId));
    }
    for (const [clinicId, members] of byClinic) {
      if (members.size === patientIds.length) return clinicId;
    }
    throw domainError(
      'CLINIC_FORBIDDEN',
      'Every patient of the call must belong to one of your clinics.',
    );
  }

  /**
   * Why the call does not fit, in the words a provider can act on: the appointment in the way and
   * when, on the clock the provider signed in with. "Choose another time" would not help: the call
   * starts now.
   */
  async function overlapMessage(
    providerId: number,
    timeZone: string | null,
    call: { start: Date; end: Date },
  ) {
    const other = await firstOverlapping(db, providerId, call.start, call.end);
    if (!other?.endTime) return undefined;
    const clockTime = (instant: Date) =>
      DateTime.fromJSDate(instant, { zone: timeZone ?? 'UTC' }).toFormat(
        timeZone ? 'h:mm a' : 'h:mm a ZZZZ',
        { locale: 'en-US' },
      );
    if (other.startTime <= call.start) return OnDemandMessages.busyUntil(clockTime(other.endTime));
    const minutes = Math.floor((other.startTime.getTime() - call.start.getTime()) / 60_000);
    return OnDemandMessages.nextAppointmentAt(clockTime(other.startTime), minutes);
  }

  return {
    async start(ctx: ScopedContext, body: z.output<typeof OnDemandRequestSchema>) {
      const start = new Date(body.startTime);
      const end = new Date(body.endTime);
      if (Math.abs(start.getTime() - clock().getTime()) > START_SKEW_MS) {
        throw domainError('VALIDATION', 'An on-demand call starts now.');
      }
      const guests = [...new Set(body.guestPatients)].filter((id) => id !== body.patient);
      const patientIds = [body.patient, ...guests];
      const clinicId = await sharedClinic(ctx, patientIds);
      const me = ctx.actor;
      const providerName = `${me.account.firstName} ${me.account.lastName}`;
      try {
        const result = await retryingDeadlocks(() =>
          db.transaction(async (tx) => {
            await lockProviderTime(tx, me.userId);
            const appointmentId = await insertStartedEncounter(tx, {
              clinicId,
              providerId: me.userId,
              leadProviderId: me.userId,
              patientId: body.patient,
              ownerId: me.userId,
              createdById: me.userId,
              createdByAssistantId: me.actingAssistantId,
              type: body.type,
              status: 'STARTED',
              startTime: start,
              endTime: end,
              durationMinutes: Math.round((end.getTime() - start.getTime()) / 60_000),
              // The room's start is the provider's entry (C89), recorded by the room.
              paymentType: 'INSURANCE',
            });
            await insertGuestPatients(tx, appointmentId, guests, me.userId);
            await roomLinks.send(tx, {
              encounterId: appointmentId,
              userIds: patientIds,
              providerName,
              start: null,
            });
            const roomUrl = await passes.roomUrlFor(
              appointmentId,
              { kind: 'user', userId: me.userId },
              me.sessionId,
              tx,
            );
            await ctx.audit('encounter.on-demand-started', { subject: String(appointmentId) }, tx);
            return { appointmentId, providerId: me.userId, patientId: body.patient, roomUrl };
          }),
        );
        deps.onStarted?.({ appointmentId: result.appointmentId, providerName, patientIds });
        return result;
      } catch (error) {
        if (violatedConstraint(error) === 'encounters_no_overlap') {
          throw domainError(
            'SLOT_TAKEN',
            await overlapMessage(me.userId, me.account.timeZone, { start, end }),
          );
        }
        throw error;
      }
    },

    /** C103: a minimal patient account in the provider's clinic, then the password mail. */
    async createPatient(ctx: SignedInContext, body: NewPatientRequest) {
      // The provider's first clinic: a provider of several clinics adds the patient to others later.
      const clinicId = await firstProviderClinic(db, ctx.actor.userId);
      if (clinicId === null) throw domainError('FORBIDDEN');
      const { dateOfBirth } = body;
      const { firstName, lastName } = ctx.actor.account;
      try {
        const user = await db.transaction(async (tx) => {
          const created = await deps.createAccount(tx, {
            email: body.email,
            // Nobody knows this password: the patient chooses theirs from the mailed link.
            password: randomBytes(24).toString('base64url'),
            role: Role.patient,
            firstName: body.firstName,
            lastName: body.lastName,
          });
          await addPatientToClinic(tx, created.id, clinicId, dateOfBirth);
          await deps.mailer.enqueue(
            welcomeMail({
              to: created.email,
              firstName: created.firstName,
              providerName: `${firstName} ${lastName}`,
            }),
            tx,
          );
          await ctx.audit('patient.created-on-demand', { subject: String(created.id) }, tx);
          return created;
        });
        await deps.sendPasswordSetup(ctx, user.email);
        return {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          dateOfBirth,
        };
      } catch (error) {
        if (violatedConstraint(error) === 'users_email_key') throw domainError('EMAIL_TAKEN');
        throw error;
      }
    },
  };
}

export type OnDemandService = ReturnType<typeof createOnDemandService>;
