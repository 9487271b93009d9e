import { Role } from '@clinicall/shared/roles';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { holdingTime } from '../../db/holding-time.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { encounterGuests } from '../../db/schema/room-access.js';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';

/** The clinics (within scope) where each of the given accounts is an active patient. */
export async function patientClinics(ex: Executor, scope: ClinicScope, patientIds: number[]) {
  return ex
    .select({ userId: clinicMemberships.userId, clinicId: clinicMemberships.clinicId })
    .from(clinicMemberships)
    .innerJoin(users, eq(users.id, clinicMemberships.userId))
    .where(
      and(
        inArray(clinicMemberships.userId, patientIds),
        eq(clinicMemberships.role, Role.patient),
        eq(users.activated, true),
        scopeCondition(scope, clinicMemberships.clinicId),
      ),
    );
}

export async function insertStartedEncounter(ex: Executor, values: typeof encounters.$inferInsert) {
  const [row] = await ex.insert(encounters).values(values).returning({ id: encounters.id });
  return row!.id;
}

/** The provider's earliest appointment holding time inside [start, end), if any. */
export async function firstOverlapping(ex: Executor, providerId: number, start: Date, end: Date) {
  const [row] = await ex
    .select({ startTime: encounters.startTime, endTime: encounters.endTime })
    .from(encounters)
    .where(holdingTime(providerId, start, end))
    .orderBy(asc(encounters.startTime))
    .limit(1);
  return row;
}

export async function insertGuestPatients(
  ex: Executor,
  encounterId: number,
  userIds: number[],
  invitedById: number,
) {
  if (userIds.length === 0) return;
  await ex
    .insert(encounterGuests)
    .values(userIds.map((userId) => ({ encounterId, userId, kind: 'PATIENT', invitedById })));
}

export async function addPatientToClinic(
  ex: Executor,
  userId: number,
  clinicId: number,
  dateOfBirth: string,
) {
  await ex.insert(clinicMemberships).values({ userId, clinicId, role: Role.patient });
  await ex.insert(patientProfiles).values({ userId, dateOfBirth });
}

/** The clinic a provider joined first (where "create a new patient" puts the patient). */
export async function firstProviderClinic(ex: Executor, providerId: number) {
  const [row] = await ex
    .select({ clinicId: clinicMemberships.clinicId })
    .from(clinicMemberships)
    .where(and(eq(clinicMemberships.userId, providerId), eq(clinicMemberships.role, Role.provider)))
    .orderBy(asc(clinicMemberships.createdAt), asc(clinicMemberships.clinicId))
    .limit(1);
  return row?.clinicId ?? null;
}
