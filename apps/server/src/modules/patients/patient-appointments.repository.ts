import type { PatientAppointmentsQuery } from '@clinicall/shared/people/patient-appointments';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { providerProfiles } from '../../db/schema/profiles.js';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';

/** F62: a patient's appointments in the scope's clinics, sorted as asked, one page. */
export async function patientAppointmentsPage(
  ex: Executor,
  scope: ClinicScope,
  query: PatientAppointmentsQuery,
) {
  const where = and(
    eq(encounters.patientId, query.patientId),
    scopeCondition(scope, encounters.clinicId),
  );
  const providerName = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;
  const key =
    query.propertyName === 'providerName'
      ? providerName
      : query.propertyName === 'providerSpecialty'
        ? providerProfiles.primarySpecialty
        : encounters.startTime;
  const direction = query.orderBy === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    ex
      .select({
        id: encounters.id,
        type: encounters.type,
        status: encounters.status,
        startTime: encounters.startTime,
        firstName: users.firstName,
        lastName: users.lastName,
        specialty: providerProfiles.primarySpecialty,
      })
      .from(encounters)
      .innerJoin(users, eq(users.id, encounters.providerId))
      .leftJoin(providerProfiles, eq(providerProfiles.userId, encounters.providerId))
      .where(where)
      .orderBy(direction(key), desc(encounters.id))
      .limit(query.size)
      .offset(query.page * query.size),
    ex.select({ total: count() }).from(encounters).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
