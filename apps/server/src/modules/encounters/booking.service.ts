import { Paths } from '@clinicall/shared/paths';
import type {
  PatientBookingRequestSchema,
  ProviderBookingRequestSchema,
} from '@clinicall/shared/scheduling/booking';
import { BOOKING_BLOCK_HOURS, DURATIONS } from '@clinicall/shared/scheduling/constants';
import { SchedulingMessages } from '@clinicall/shared/scheduling/messages';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { OPEN_ENCOUNTER_STATUSES, type EncounterStatus } from '@clinicall/shared/scheduling/types';
import { toCents } from '@clinicall/shared/scheduling/money';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import { retryingDeadlocks } from '../../db/deadlock-retry.js';
import { violatedConstraint } from '../../db/constraint-errors.js';
import { lockProviderTime } from '../../db/provider-time-lock.js';
import type { Db, Executor, Tx } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import { requestHash } from '../../lib/request-hash.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { AvailabilityService } from '../availability/availability.service.js';
import type { ClinicRow, MembershipsService } from '../clinics/memberships.service.js';
import type { Mailer } from '../mail/mailer.js';
import type { Offer, OfferingsService } from '../offerings/offerings.service.js';
import { requestMail } from './booking.mails.js';
import { joinThroughReferral } from './referral-join.js';
import { toEncounterDto } from './encounter-dto.js';
import { encountersRepository as repo } from './encounters.repository.js';
import { onGrid } from './free-slots.js';
import { assertUnderRequestCaps } from './request-caps.js';
import { issueResponseLinks } from './response-links.js';
import { createUnpaidHold, holdsUntilPaid } from './unpaid-hold.js';

type PatientBooking = z.output<typeof PatientBookingRequestSchema>;
type ProviderBooking = z.output<typeof ProviderBookingRequestSchema>;
type Booking = PatientBooking | ProviderBooking;

/**
 * Issue 24: the Idempotency-Key a booking was sent with, and the hash of what it asked for. A
 * booking retried with both (its answer lost to a timeout or a dead instance) answers the
 * appointment it made; the key with another request is refused.
 */
type ClientKey = { key: string; hash: string };

/**
 * Files sent with a booking (the multipart variants), already stored: recorded in the booking's
 * own transaction, so an appointment never stands without the files it was sent with; discarded
 * when the booking is a retry that answers an appointment booked (with its files) before.
 */
export type BookingAttachments = {
  attach(tx: Tx, encounterId: number): Promise<void>;
  discard(): Promise<void>;
};

/** How a booking was sent: its Idempotency-Key (issue 24) and the files sent with it. */
export type BookingOptions = { idempotencyKey?: string; attachments?: BookingAttachments };

export type MessageTopicOpener = {
  open(
    tx: Executor,
    encounter: {
      id: number;
      clinicId: number;
      providerId: number;
      patientId: number;
      authorId: number;
      subject: string;
      body: string;
      at: Date;
    },
  ): Promise<number>;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Parties = {
  clinic: ClinicRow;
  providerId: number;
  patientId: number;
  byPatient: boolean;
  /** The other party, whom the request is mailed to, and the zone their mail reads in. */
  notify: 'provider' | 'patient';
  notifyZone: string;
  /**
   * Issue 22: a patient booking the provider a referral sends them to, outside the patient's
   * clinics. Writing the booking makes them a patient of the provider's clinic: their own booking
   * there is the consent to join it that issue 19 path 1 asks for.
   */
  viaReferral: number | null;
};

/** The database's refusal of an overlapping appointment, as the answer C-rule 5 asks for. */
async function slotTakenAsDomainError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === 'encounters_no_overlap') throw domainError('SLOT_TAKEN');
    throw error;
  }
}

/** The clinic a booking belongs to: the requested one, else the first the parties share. */
function bookingClinic(shared: ClinicRow[], requested: number | undefined, byPatient: boolean) {
  const candidates = requested === undefined ? shared : shared.filter((c) => c.id === requested);
  if (candidates.length === 0) throw domainError('CLINIC_FORBIDDEN');
  // C52: patients book only where their clinic lets them.
  const allowed = byPatient
    ? candidates.filter((c) => c.isPatientScheduleAppointmentEnabled)
    : candidates;
  const clinic = allowed[0];
  if (!clinic) throw domainError('PATIENT_SCHEDULING_DISABLED');
  return clinic;
}

/** C73: insurance bills nothing by card; cash costs what the offer costs now. */
function payment(offer: Offer, requested: Booking['patientPayment']) {
  if (requested.paymentType === 'INSURANCE') {
    return { paymentType: 'INSURANCE' as const, quantityCents: 0 };
  }
  if (requested.quantity !== undefined && toCents(requested.quantity) !== offer.priceCents) {
    throw domainError('PRICE_CHANGED');
  }
  return { paymentType: 'CASH' as const, quantityCents: offer.priceCents };
}

/**
 * Booking (spec 1 §4 "Booking flow", C51, C60): a request (REQUESTED) for a free slot inside the
 * provider's availability, in the future, within the request window and, for patients of a clinic
 * with the 24-hour block, not within the next day. The database refuses a slot that is taken.
 */
export function createBookingService(deps: {
  db: Db;
  config: Pick<Config, 'encounterRange' | 'encounterRequestWindowDays' | 'publicUrl' | 'booking'>;
  clock: Clock;
  mailer: Mailer;
  /** Ends the hold of a patient's unpaid request for a card-paid visit (issue 19 path 6). */
  jobs: JobQueue;
  memberships: MembershipsService;
  offerings: OfferingsService;
  availability: AvailabilityService;
  /** Keys the stored hashes of the e-mailed answer links. */
  hmacSecret: Uint8Array;
  /** E21: opens a message encounter's in-mail topic in the booking's transaction. */
  messageTopics?: MessageTopicOpener;
}) {
  const { db, config, clock, mailer, memberships, offerings, availability, hmacSecret } = deps;
  const unpaidHold = createUnpaidHold({ db, jobs: deps.jobs, mailer, clock, config });

  async function offerFor(providerId: number, body: Booking, clinic: ClinicRow) {
    const offer = await offerings.offer(
      providerId,
      body.type,
      body.paymentData?.videoTypeId ?? null,
    );
    // C3: in-office visits only in a clinic that has them on.
    if (!offer || (body.type === 'OFFICE' && !clinic.isInOfficeAppointmentActive)) {
      throw domainError('TYPE_NOT_OFFERED');
    }
    return offer;
  }

  /** The booked time: the slot's, checked; a message encounter (C33) holds none. */
  async function timing(providerId: number, body: Booking, offer: Offer, block24h: boolean) {
    const now = clock();
    if (body.type === 'MESSAGE' || !body.startTime || !body.endTime) {
      return { start: now, end: null, duration: null };
    }
    const start = new Date(body.startTime);
    const end = new Date(body.endTime);
    const minutes = (end.getTime() - start.getTime()) / 60_000;
    const fits =
      offer.durationMinutes === null
        ? (DURATIONS as readonly number[]).includes(minutes)
        : minutes === offer.durationMinutes;
    if (!fits) {
      const expected = offer.durationMinutes ?? DURATIONS.join(', ');
      throw domainError('VALIDATION', `Invalid endTime: the appointment lasts ${expected} minutes`);
    }
    const refuse = (detail: string) => domainError('SLOT_UNAVAILABLE', undefined, detail);
    if (start < now) throw refuse('The time has passed.');
    if (block24h && start.getTime() < now.getTime() + BOOKING_BLOCK_HOURS * HOUR) {
      throw refuse(`The clinic takes bookings from ${BOOKING_BLOCK_HOURS} hours ahead.`);
    }
    if (start.getTime() > now.getTime() + config.encounterRequestWindowDays * DAY) {
      throw refuse(`Bookings open ${config.encounterRequestWindowDays} days ahead.`);
    }
    const ranges = await availability.intervalsOverlapping(providerId, start, end);
    if (!onGrid(ranges, start, end, config.encounterRange)) {
      throw refuse('The provider is not available at that time.');
    }
    return { start, end, duration: minutes };
  }

  /** The request mail to the other party, with its answer links (C99), sent with `tx`. */
  async function mailRequest(
    tx: Tx,
    booked: NonNullable<Awaited<ReturnType<typeof repo.withParties>>>,
    notify: 'provider' | 'patient',
    zone: string,
  ) {
    const { encounter } = booked;
    const to = notify === 'provider' ? booked.provider : booked.patient;
    const from = notify === 'provider' ? booked.patient : booked.provider;
    const mail = requestMail({
      to,
      from,
      type: encounter.type as Booking['type'],
      start: encounter.startTime,
      zone,
      requestsUrl: `${config.publicUrl}${Paths.appointmentRequests}`,
      answer: await issueResponseLinks(
        tx,
        { secret: hmacSecret, publicUrl: config.publicUrl, now: clock() },
        {
          encounterId: encounter.id,
          recipientId: to.id,
          start: encounter.endTime ? encounter.startTime : null,
        },
      ),
    });
    await mailer.enqueue(mail, tx);
  }

  /**
   * Checks a booking (reads outside any transaction) and answers how to write it: `insert` runs
   * in the caller's transaction; `holdMail` leaves the request mail to whoever completes it.
   */
  async function prepare(ctx: ScopedContext, body: Booking, parties: Parties) {
    const { clinic, providerId, patientId, byPatient } = parties;
    const offer = await offerFor(providerId, body, clinic);
    const paid = payment(offer, body.patientPayment);
    const time = await timing(providerId, body, offer, byPatient && clinic.preventScheduler24h);
    const whatIsWrong = body.whatIsWrong ?? body.message?.messageBody ?? null;
    const timed = time.end !== null;
    return async (
      tx: Tx,
      holdMail: boolean,
      sent: { clientKey: ClientKey | null; attachments?: BookingAttachments } = {
        clientKey: null,
      },
    ) => {
      // Issue 19 path 6: a patient's account holds only so much of providers' time unanswered.
      if (byPatient && timed) {
        await assertUnderRequestCaps(tx, config.booking, {
          accountId: ctx.actor.userId,
          providerId,
          now: clock(),
        });
      }
      if (timed) await lockProviderTime(tx, providerId);
      const id = await slotTakenAsDomainError(() =>
        repo.insert(tx, {
          clinicId: clinic.id,
          providerId,
          patientId,
          leadProviderId: providerId,
          ownerId: ctx.actor.userId,
          createdById: ctx.actor.userId,
          createdByAssistantId: ctx.actor.actingAssistantId,
          type: body.type,
          status: 'REQUESTED',
          startTime: time.start,
          endTime: time.end,
          durationMinutes: time.duration,
          videoTypeId: offer.videoTypeId,
          paymentType: paid.paymentType,
          quantityCents: paid.quantityCents,
          whatIsWrong,
          preCondition:
            'patientEncounterSymptom' in body
              ? body.patientEncounterSymptom.preCondition.description
              : null,
          message: body.message
            ? { subject: body.message.subject ?? null, messageBody: body.message.messageBody }
            : null,
          questionnaire: body.questionnaire
            ? {
                templateId: body.questionnaire.templateId ?? null,
                questionnaireFormJson: body.questionnaire.questionnaireFormJson ?? null,
                questionnaireFormDataJson: body.questionnaire.questionnaireFormDataJson ?? null,
                questionnaireNonEditableFormJson:
                  body.questionnaire.questionnaireNonEditableFormJson ?? null,
                isVisibleToPatient: body.questionnaire.isVisibleToPatient ?? false,
              }
            : null,
          hasDangerousTravel: body.hasDangerousTravel ?? null,
          hasFeverHistory: body.hasFeverHistory ?? null,
          hasRashHistory: body.hasRashHistory ?? null,
          clientKey: sent.clientKey?.key ?? null,
          clientRequestHash: sent.clientKey?.hash ?? null,
        }),
      );
      if (parties.viaReferral !== null) {
        await joinThroughReferral(memberships, ctx, tx, {
          patientId,
          clinicId: clinic.id,
          referralId: parties.viaReferral,
          encounterId: id,
        });
      }
      await sent.attachments?.attach(tx, id);
      if (holdsUntilPaid({ byPatient, timed, ...paid })) await unpaidHold.start(tx, id);
      if (body.type === 'MESSAGE' && deps.messageTopics) {
        const topicId = await deps.messageTopics.open(tx, {
          id,
          clinicId: clinic.id,
          providerId,
          patientId,
          authorId: ctx.actor.userId,
          subject: body.message?.subject || 'Message encounter',
          body: body.message?.messageBody ?? whatIsWrong ?? '',
          at: time.start,
        });
        await repo.setTopicId(tx, id, topicId);
      }
      const booked = await repo.withParties(tx, id);
      if (!booked) throw new Error('the booked encounter vanished');
      if (!holdMail) await mailRequest(tx, booked, parties.notify, parties.notifyZone);
      return booked;
    };
  }

  /** The appointment the caller already booked under `clientKey`, if any (issue 24). */
  async function bookedBefore(ex: Executor, ctx: ScopedContext, clientKey: ClientKey | null) {
    if (!clientKey) return null;
    const earlier = await repo.bookedWithClientKey(ex, ctx.actor.userId, clientKey.key);
    if (!earlier) return null;
    if (earlier.requestHash !== clientKey.hash) throw domainError('IDEMPOTENCY_KEY_REUSED');
    const row = await repo.withParties(ex, earlier.id);
    if (!row) throw new Error('the booked encounter vanished');
    return row;
  }

  /**
   * Writes a booking in one transaction; under an Idempotency-Key, a retry racing its first try
   * waits for it under the key's lock and then finds its appointment (`replayed`).
   */
  async function write(
    ctx: ScopedContext,
    body: Booking,
    parties: Parties,
    sent: { clientKey: ClientKey | null; attachments?: BookingAttachments },
  ) {
    const insert = await prepare(ctx, body, parties);
    const { clientKey } = sent;
    return slotTakenAsDomainError(() =>
      retryingDeadlocks(() =>
        db.transaction(async (tx) => {
          if (clientKey) await repo.lockClientKey(tx, ctx.actor.userId, clientKey.key);
          const earlier = await bookedBefore(tx, ctx, clientKey);
          if (earlier) return { row: earlier, replayed: true };
          return { row: await insert(tx, false, sent), replayed: false };
        }),
      ),
    );
  }

  /**
   * Books once per Idempotency-Key: a retry is answered the appointment its first try made (as it
   * stands now) before any check that would now refuse it, such as its own slot being taken or the
   * caps reached by its own booking; the files it carried again are discarded.
   */
  async function book(
    ctx: ScopedContext,
    body: Booking,
    parties: () => Promise<Parties>,
    { idempotencyKey, attachments }: BookingOptions,
    request: { by: 'patient' | 'provider' },
  ): Promise<Encounter> {
    const clientKey = idempotencyKey
      ? { key: idempotencyKey, hash: requestHash({ ...request, body }) }
      : null;
    const earlier = await bookedBefore(db, ctx, clientKey);
    const { row, replayed } = earlier
      ? { row: earlier, replayed: true }
      : await write(ctx, body, await parties(), { clientKey, attachments });
    if (replayed) await attachments?.discard();
    return toEncounterDto(row, {
      id: ctx.actor.userId,
      timeZone: ctx.actor.account.timeZone ?? 'UTC',
    });
  }

  async function patientParties(ctx: ScopedContext, body: PatientBooking): Promise<Parties> {
    const patientId = body.patient?.id ?? ctx.actor.userId;
    if (patientId !== ctx.actor.userId) {
      const member = await memberships.patient(patientId);
      if (member?.familyOwnerId !== ctx.actor.userId) throw domainError('FORBIDDEN');
    }
    const provider = await memberships.bookableProvider(ctx, body.provider);
    const { referralId } = provider;
    // A referral is its patient's own: it books nobody else, a family member included.
    if (referralId !== null && patientId !== ctx.actor.userId)
      throw domainError('CLINIC_FORBIDDEN');
    const candidates =
      referralId === null
        ? await memberships.sharedClinics(ctx.scope, provider.id, patientId)
        : await memberships.providerClinics(provider.id);
    return {
      clinic: bookingClinic(candidates, body.clinicId, true),
      providerId: provider.id,
      patientId,
      byPatient: true,
      notify: 'provider',
      notifyZone: await availability.zoneOf(provider.id, provider.timeZone),
      viaReferral: referralId,
    };
  }

  return {
    /** C60: a patient requests an appointment for themselves or a family member they head. */
    async byPatient(
      ctx: ScopedContext,
      body: PatientBooking,
      options: BookingOptions = {},
    ): Promise<Encounter> {
      return book(ctx, body, () => patientParties(ctx, body), options, { by: 'patient' });
    },

    /**
     * A patient's booking checked now and written later, in the caller's transaction (a paid
     * booking's): answers the writer, which holds the request mail back and answers the new id.
     */
    async prepareByPatient(ctx: ScopedContext, body: PatientBooking) {
      const insert = await prepare(ctx, body, await patientParties(ctx, body));
      return async (tx: Tx) => (await insert(tx, true)).encounter.id;
    },

    /** The request mail a paid booking held back, sent in the transaction that records its charge. */
    async mailHeldRequest(tx: Tx, encounterId: number) {
      const booked = await repo.withParties(tx, encounterId);
      if (!booked) return;
      // A bookable provider has a schedule, and the schedule keeps their zone.
      const zone = await availability.zoneOf(booked.provider.id, null, tx);
      await mailRequest(tx, booked, 'provider', zone);
    },

    /** Whether a paid booking held for its charge can still take place: open and not begun. */
    async heldStillWanted(encounterId: number) {
      const booked = await repo.withParties(db, encounterId);
      if (!booked) return false;
      const { status, startTime, endTime } = booked.encounter;
      const begun = endTime !== null && startTime <= clock();
      return OPEN_ENCOUNTER_STATUSES.includes(status as EncounterStatus) && !begun;
    },

    /** Withdraws a paid booking whose charge was refused, so its slot is free again. */
    releaseUnpaid: (encounterId: number) =>
      repo.releaseUnpaid(db, encounterId, SchedulingMessages.unpaidReleased),

    /** C51: a provider requests an appointment with a patient of one of their clinics. */
    async byProvider(
      ctx: ScopedContext,
      body: ProviderBooking,
      options: BookingOptions = {},
    ): Promise<Encounter> {
      const parties = async (): Promise<Parties> => {
        // An unknown patient is refused like another clinic's, as the access rules do.
        const patient = await memberships.patient(body.patient.id);
        if (!patient) throw domainError('CLINIC_FORBIDDEN');
        const shared = await memberships.sharedClinics(ctx.scope, ctx.actor.userId, patient.id);
        return {
          clinic: bookingClinic(shared, body.clinicId, false),
          providerId: ctx.actor.userId,
          patientId: patient.id,
          byPatient: false,
          notify: 'patient',
          notifyZone: patient.timeZone ?? 'UTC',
          viaReferral: null,
        };
      };
      return book(ctx, body, parties, options, { by: 'provider' });
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
