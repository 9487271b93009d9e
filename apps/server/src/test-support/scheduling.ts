import type { EncounterType } from '@clinicall/shared/scheduling/types';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { clinics } from '../db/schema/clinics.js';
import { encounters } from '../db/schema/encounters.js';
import {
  availabilityDefaultWeeks,
  encounterAccounts,
  providerSchedules,
  videoEncounterTypes,
  type StoredDay,
  type StoredRange,
} from '../db/schema/scheduling.js';

/** Switches encounter types on for a provider, at a price in cents (0 by default). */
export async function offerTypes(
  ex: Executor,
  providerId: number,
  types: readonly EncounterType[],
  priceCents = 0,
) {
  for (const encounterType of types) {
    await ex
      .insert(encounterAccounts)
      .values({ providerId, encounterType, active: true, quantityCents: priceCents })
      .onConflictDoUpdate({
        target: [encounterAccounts.providerId, encounterAccounts.encounterType],
        set: { active: true, quantityCents: priceCents },
      });
  }
}

/** Adds a live video type (and switches VIDEO on); answers its id. */
export async function addVideoType(
  ex: Executor,
  providerId: number,
  fields: {
    slot?: number;
    durationMinutes?: number;
    priceCents?: number;
    encounterName?: string;
  } = {},
) {
  await offerTypes(ex, providerId, ['VIDEO']);
  const [row] = await ex
    .insert(videoEncounterTypes)
    .values({
      providerId,
      slot: fields.slot ?? 1,
      encounterName: fields.encounterName ?? 'Video visit',
      description: 'A video visit',
      durationMinutes: fields.durationMinutes ?? 30,
      priceCents: fields.priceCents ?? 0,
    })
    .returning({ id: videoEncounterTypes.id });
  return row!.id;
}

/** Ranges by ISO weekday (1 = Monday), as a provider's recurring week. */
export type WeekRanges = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, StoredRange[]>>;

/** The same ranges Monday to Friday. */
export const weekdays = (ranges: StoredRange[]): WeekRanges => ({
  1: ranges,
  2: ranges,
  3: ranges,
  4: ranges,
  5: ranges,
});

/** A recurring week of availability in `zone`, from `monday` on. */
export async function weeklyAvailability(
  ex: Executor,
  providerId: number,
  zone: string,
  monday: string,
  byWeekday: WeekRanges,
) {
  const week: StoredDay[] = Array.from({ length: 7 }, (_, i) => ({
    available: true,
    ranges: byWeekday[(i + 1) as keyof WeekRanges] ?? [],
  }));
  await ex
    .insert(providerSchedules)
    .values({ providerId, timeZone: zone })
    .onConflictDoUpdate({ target: providerSchedules.providerId, set: { timeZone: zone } });
  await ex
    .insert(availabilityDefaultWeeks)
    .values({ providerId, effectiveFrom: monday, week })
    .onConflictDoUpdate({
      target: [availabilityDefaultWeeks.providerId, availabilityDefaultWeeks.effectiveFrom],
      set: { week },
    });
}

export async function setClinicFlags(
  ex: Executor,
  clinicId: number,
  flags: Partial<
    Pick<
      typeof clinics.$inferInsert,
      | 'isPatientScheduleAppointmentEnabled'
      | 'preventScheduler24h'
      | 'isInOfficeAppointmentActive'
      | 'allowAppointmentTemplate'
    >
  >,
) {
  await ex.update(clinics).set(flags).where(eq(clinics.id, clinicId));
}

/** An appointment written straight to the table (for states no route makes yet). */
export async function insertEncounter(
  ex: Executor,
  fields: {
    clinicId: number;
    providerId: number;
    patientId: number;
    start: string;
    minutes: number;
    status?: string;
    type?: EncounterType;
    /** Who requested it: the patient unless given. */
    ownerId?: number;
    /** A card-paid appointment's price; insurance otherwise. */
    cashCents?: number;
    cancelReason?: string;
    /** C57: the condition the patient described. */
    preCondition?: string;
  },
) {
  const start = new Date(fields.start);
  const [row] = await ex
    .insert(encounters)
    .values({
      clinicId: fields.clinicId,
      providerId: fields.providerId,
      patientId: fields.patientId,
      leadProviderId: fields.providerId,
      ownerId: fields.ownerId ?? fields.patientId,
      createdById: fields.ownerId ?? fields.patientId,
      type: fields.type ?? 'AUDIO',
      status: fields.status ?? 'ACCEPTED',
      startTime: start,
      endTime:
        fields.type === 'MESSAGE' ? null : new Date(start.getTime() + fields.minutes * 60_000),
      durationMinutes: fields.minutes,
      paymentType: fields.cashCents ? 'CASH' : 'INSURANCE',
      quantityCents: fields.cashCents ?? 0,
      cancelReason: fields.cancelReason ?? null,
      preCondition: fields.preCondition ?? null,
    })
    .returning({ id: encounters.id });
  return row!.id;
}
