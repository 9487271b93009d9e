import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';

const providerMembership = alias(clinicMemberships, 'provider_membership');
const patientMembership = alias(clinicMemberships, 'patient_membership');

/** Who belongs where, for the scheduling rules: which clinics a provider and a patient share. */
export const membershipsRepository = {
  /** An active provider by id or e-mail who works in an active clinic of the scope: one query. */
  async providerInScope(
    ex: Executor,
    scope: ClinicScope,
    ref: { id?: number | undefined; email?: string | undefined },
  ) {
    const [row] = await ex
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        timeZone: users.timeZone,
      })
      .from(users)
      .where(
        and(
          ref.id !== undefined ? eq(users.id, ref.id) : eq(users.email, ref.email ?? ''),
          eq(users.role, 'ROLE_PROVIDER'),
          eq(users.activated, true),
          exists(
            ex
              .select({ one: sql`1` })
              .from(providerMembership)
              .innerJoin(clinics, eq(clinics.id, providerMembership.clinicId))
              .where(
                and(
                  eq(providerMembership.userId, users.id),
                  eq(providerMembership.role, 'ROLE_PROVIDER'),
                  eq(clinics.activated, true),
                  scopeCondition(scope, clinics.id),
                ),
              ),
          ),
        ),
      )
      .limit(1);
    return row;
  },

  async patientById(ex: Executor, id: number) {
    const [row] = await ex
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        timeZone: users.timeZone,
        familyOwnerId: patientProfiles.familyOwnerId,
      })
      .from(users)
      .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
      .where(and(eq(users.id, id), eq(users.role, 'ROLE_PATIENT'), eq(users.activated, true)))
      .limit(1);
    return row;
  },

  /** Active clinics in the scope where the provider works and the patient is a patient. */
  async sharedClinics(ex: Executor, scope: ClinicScope, providerId: number, patientId: number) {
    const rows = await ex
      .select({ clinic: clinics })
      .from(providerMembership)
      .innerJoin(clinics, eq(clinics.id, providerMembership.clinicId))
      .innerJoin(
        patientMembership,
        and(
          eq(patientMembership.clinicId, clinics.id),
          eq(patientMembership.userId, patientId),
          eq(patientMembership.role, 'ROLE_PATIENT'),
        ),
      )
      .where(
        and(
          eq(providerMembership.userId, providerId),
          eq(providerMembership.role, 'ROLE_PROVIDER'),
          eq(clinics.activated, true),
          scopeCondition(scope, clinics.id),
        ),
      )
      .orderBy(asc(clinics.id));
    return rows.map((r) => r.clinic);
  },

  /** Active clinics where the provider works, ascending. */
  async providerClinics(ex: Executor, providerId: number) {
    const rows = await ex
      .select({ clinic: clinics })
      .from(providerMembership)
      .innerJoin(clinics, eq(clinics.id, providerMembership.clinicId))
      .where(
        and(
          eq(providerMembership.userId, providerId),
          eq(providerMembership.role, 'ROLE_PROVIDER'),
          eq(clinics.activated, true),
        ),
      )
      .orderBy(asc(clinics.id));
    return rows.map((r) => r.clinic);
  },

  /** Adds the patient to the clinic; false when they were already a member. */
  async joinAsPatient(ex: Executor, patientId: number, clinicId: number) {
    const added = await ex
      .insert(clinicMemberships)
      .values({ userId: patientId, clinicId, role: 'ROLE_PATIENT' })
      .onConflictDoNothing()
      .returning({ userId: clinicMemberships.userId });
    return added.length > 0;
  },

  /**
   * Whether the provider works in an active clinic with the switch on: in-office appointments (C3),
   * appointment templates (E27).
   */
  async providerClinicAllows(
    ex: Executor,
    providerId: number,
    feature: 'isInOfficeAppointmentActive' | 'allowAppointmentTemplate',
  ) {
    const [row] = await ex
      .select({ id: clinics.id })
      .from(clinicMemberships)
      .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
      .where(
        and(
          eq(clinicMemberships.userId, providerId),
          eq(clinicMemberships.role, 'ROLE_PROVIDER'),
          eq(clinics.activated, true),
          eq(clinics[feature], true),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
