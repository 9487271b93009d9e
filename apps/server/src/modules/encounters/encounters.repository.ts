import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { holdingTime } from '../../db/holding-time.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { rpmEnrolments } from '../../db/schema/monitoring.js';
import { providerProfiles } from '../../db/schema/profiles.js';
import { videoEncounterTypes } from '../../db/schema/scheduling.js';
import type { answerFields } from './encounter-answer-row.js';

export type NewEncounter = typeof encounters.$inferInsert;

const patient = alias(users, 'patient');
const provider = alias(users, 'provider');

/**
 * G4: the appointment's patient is under remote monitoring at its clinic (an active enrolment with
 * a partner of that clinic). Scoped to the clinic, so staff of one clinic do not learn of another's.
 */
export const patientMonitored = sql<boolean>`exists (select 1 from ${rpmEnrolments} where ${and(
  eq(rpmEnrolments.patientId, encounters.patientId),
  eq(rpmEnrolments.clinicId, encounters.clinicId),
  eq(rpmEnrolments.state, 'ACTIVE'),
)})`;

/** The columns of an appointment with its parties, as the encounter shape (C109) needs them. */
export const partiesFields = {
  encounter: encounters,
  patient: {
    id: patient.id,
    firstName: patient.firstName,
    lastName: patient.lastName,
    email: patient.email,
  },
  provider: {
    id: provider.id,
    firstName: provider.firstName,
    lastName: provider.lastName,
    email: provider.email,
  },
  primarySpecialty: providerProfiles.primarySpecialty,
  videoTypeName: videoEncounterTypes.encounterName,
  patientMonitored,
};

/** Appointments with their parties, as the encounter shape (C109) needs them; add where/order. */
export const selectWithParties = (ex: Executor) =>
  ex
    .select(partiesFields)
    .from(encounters)
    .innerJoin(patient, eq(patient.id, encounters.patientId))
    .innerJoin(provider, eq(provider.id, encounters.providerId))
    .leftJoin(providerProfiles, eq(providerProfiles.userId, encounters.providerId))
    .leftJoin(videoEncounterTypes, eq(videoEncounterTypes.id, encounters.videoTypeId));

/** A list page's fields: the answer's and the `total` the page carries. */
export type PageFields = typeof answerFields & { total: SQL<number> };

/**
 * The same joins for a list page, selecting `fields` (written again since the select's fields fix
 * the builder's type).
 */
export const selectPageWithParties = (ex: Executor, fields: PageFields) =>
  ex
    .select(fields)
    .from(encounters)
    .innerJoin(patient, eq(patient.id, encounters.patientId))
    .innerJoin(provider, eq(provider.id, encounters.providerId))
    .leftJoin(providerProfiles, eq(providerProfiles.userId, encounters.providerId))
    .leftJoin(videoEncounterTypes, eq(videoEncounterTypes.id, encounters.videoTypeId));

/** The aliases of the parties' user rows in `selectWithParties`, for filters and sorts. */
export const parties = { patient, provider };

/** Advisory-lock class of bookings under one Idempotency-Key (rooms use 8_001, messages 8_002). */
const BOOKING_KEY_LOCK = 8_003;

/**
 * Queries of the provider's own calendar (free slots, the availability warning) are by provider
 * across all their clinics: a provider's time is one, whichever clinic books it.
 */
export const encountersRepository = {
  async countHoldingTime(ex: Executor, providerId: number, from: Date, to: Date) {
    const [row] = await ex
      .select({ value: count() })
      .from(encounters)
      .where(holdingTime(providerId, from, to));
    return row?.value ?? 0;
  },

  async insert(ex: Executor, values: NewEncounter) {
    const [row] = await ex.insert(encounters).values(values).returning({ id: encounters.id });
    if (!row) throw new Error('encounter insert returned no row');
    return row.id;
  },

  /**
   * Issue 24: holds, until the transaction ends, every other booking of the same account under
   * the same Idempotency-Key, so a retry sent while its first try is still writing finds it.
   */
  async lockClientKey(ex: Executor, creatorId: number, clientKey: string) {
    await ex.execute(
      sql`select pg_advisory_xact_lock(${BOOKING_KEY_LOCK}, hashtext(${`${creatorId}:${clientKey}`}))`,
    );
  },

  /** The appointment an account already booked under `clientKey`, with its request's hash. */
  async bookedWithClientKey(ex: Executor, creatorId: number, clientKey: string) {
    const [row] = await ex
      .select({ id: encounters.id, requestHash: encounters.clientRequestHash })
      .from(encounters)
      .where(and(eq(encounters.createdById, creatorId), eq(encounters.clientKey, clientKey)));
    return row ?? null;
  },

  /** E21: the in-mail topic a message encounter opened. */
  async setTopicId(ex: Executor, id: number, topicId: number) {
    await ex.update(encounters).set({ topicId }).where(eq(encounters.id, id));
  },

  /** C109 paymentData.transactionId: the card payment made for the appointment. */
  async setTransactionId(ex: Executor, id: number, transactionId: string) {
    await ex
      .update(encounters)
      .set({ transactionId, updatedAt: new Date() })
      .where(eq(encounters.id, id));
  },

  /**
   * Cancels a request nobody paid for (its charge was refused), freeing its slot; a request that
   * was paid or answered meanwhile is left alone.
   */
  async releaseUnpaid(ex: Executor, id: number, reason: string) {
    const now = new Date();
    await ex
      .update(encounters)
      .set({ status: 'CANCELLED', cancelReason: reason, statusChangedAt: now, updatedAt: now })
      .where(
        and(
          eq(encounters.id, id),
          eq(encounters.status, 'REQUESTED'),
          isNull(encounters.transactionId),
        ),
      );
  },

  /** One appointment with its parties, as the encounter shape (C109) needs it. */
  async withParties(ex: Executor, id: number) {
    const [row] = await selectWithParties(ex).where(eq(encounters.id, id));
    return row;
  },
};

export type EncounterWithParties = NonNullable<
  Awaited<ReturnType<typeof encountersRepository.withParties>>
>;
