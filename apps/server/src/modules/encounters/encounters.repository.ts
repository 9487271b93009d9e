import { ACTIVE_ENCOUNTER_STATUSES } from '@clinicall/shared/scheduling/types';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { providerProfiles } from '../../db/schema/profiles.js';
import { videoEncounterTypes } from '../../db/schema/scheduling.js';

export type NewEncounter = typeof encounters.$inferInsert;

const patient = alias(users, 'patient');
const provider = alias(users, 'provider');

/**
 * The appointments that hold the provider's time in [from, to): exactly the rows the exclusion
 * constraint `encounters_no_overlap` compares, written with its predicate so its GiST index (on
 * provider_id and the time range) answers the query.
 */
const holdingTime = (providerId: number, from: Date, to: Date) =>
  and(
    eq(encounters.providerId, providerId),
    ne(encounters.type, 'MESSAGE'),
    inArray(encounters.status, [...ACTIVE_ENCOUNTER_STATUSES]),
    sql`tstzrange(${encounters.startTime}, ${encounters.endTime}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
  );

/**
 * Queries of the provider's own calendar (free slots, the availability warning) are by provider
 * across all their clinics: a provider's time is one, whichever clinic books it.
 */
export const encountersRepository = {
  async busyIntervals(ex: Executor, providerId: number, from: Date, to: Date) {
    const rows = await ex
      .select({ start: encounters.startTime, end: encounters.endTime })
      .from(encounters)
      .where(holdingTime(providerId, from, to));
    return rows.map((r) => ({ start: r.start, end: r.end ?? r.start }));
  },

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

  /** One appointment with its parties, as the encounter shape (C109) needs it. */
  async withParties(ex: Executor, id: number) {
    const [row] = await ex
      .select({
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
      })
      .from(encounters)
      .innerJoin(patient, eq(patient.id, encounters.patientId))
      .innerJoin(provider, eq(provider.id, encounters.providerId))
      .leftJoin(providerProfiles, eq(providerProfiles.userId, encounters.providerId))
      .leftJoin(videoEncounterTypes, eq(videoEncounterTypes.id, encounters.videoTypeId))
      .where(eq(encounters.id, id));
    return row;
  },
};

export type EncounterWithParties = NonNullable<
  Awaited<ReturnType<typeof encountersRepository.withParties>>
>;
