import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';

/** Who a provider may refer: the patients of their clinics with the provider network on. */
export const referralPatientsRepository = {
  /** The clinics (within `scope`) where the patient is a patient, lowest first. */
  async patientClinicsIn(ex: Executor, patientId: number, scope: ClinicScope) {
    const rows = await ex
      .select({ clinicId: clinicMemberships.clinicId })
      .from(clinicMemberships)
      .where(
        and(
          eq(clinicMemberships.userId, patientId),
          eq(clinicMemberships.role, 'ROLE_PATIENT'),
          scopeCondition(scope, clinicMemberships.clinicId),
        ),
      )
      .orderBy(clinicMemberships.clinicId);
    return rows.map((r) => r.clinicId);
  },

  /** F96: a page of the patients of `scope`'s clinics, by name; one more row tells a next page. */
  async patientsPage(
    ex: Executor,
    scope: ClinicScope,
    search: string | undefined,
    page: number,
    size: number,
  ) {
    const word = search?.toLowerCase();
    return ex
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        gender: patientProfiles.gender,
        dateOfBirth: patientProfiles.dateOfBirth,
        /** The lowest of the caller's clinics the patient belongs to (the audit names it). */
        clinicId: sql<number>`min(${clinicMemberships.clinicId})::int`,
      })
      .from(clinicMemberships)
      .innerJoin(users, eq(users.id, clinicMemberships.userId))
      .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
      .where(
        and(
          eq(clinicMemberships.role, 'ROLE_PATIENT'),
          eq(users.activated, true),
          scopeCondition(scope, clinicMemberships.clinicId),
          word
            ? sql`position(${word} in lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})) > 0`
            : undefined,
        ),
      )
      .groupBy(users.id, patientProfiles.gender, patientProfiles.dateOfBirth)
      .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, users.id)
      .limit(size + 1)
      .offset(page * size);
  },
};
