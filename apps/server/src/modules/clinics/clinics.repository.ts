import type { ClinicSummary } from '@clinicall/shared/clinic';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles, providerProfiles } from '../../db/schema/profiles.js';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';

type ClinicRow = typeof clinics.$inferSelect;

export const toClinicSummary = (c: ClinicRow): ClinicSummary => ({
  id: c.id,
  name: c.name,
  customUrl: c.customUrl,
  customLogo: c.customLogo,
  customTopLogo: c.customTopLogo,
  activated: c.activated,
  isInOfficeAppointmentActive: c.isInOfficeAppointmentActive,
  isPatientWelcomeEmailEnabled: c.isPatientWelcomeEmailEnabled,
  providerNetworkEnabled: c.providerNetworkEnabled,
  isPatientScheduleAppointmentEnabled: c.isPatientScheduleAppointmentEnabled,
  // The dashboard reads the flag under this name (A29).
  patientScheduleAppointmentEnabled: c.isPatientScheduleAppointmentEnabled,
  allowPatientInRoomLight: c.allowPatientInRoomLight,
  allowRemotePatientMonitoring: c.allowRemotePatientMonitoring,
  allowPostApptConf: c.allowPostApptConf,
  allowAppointmentTemplate: c.allowAppointmentTemplate,
  preventScheduler24h: c.preventScheduler24h,
  allowPatientAttachment: c.allowPatientAttachment,
  allowExperienceBuilder: c.allowExperienceBuilder,
  allowMuteAll: c.allowMuteAll,
  allowConsent: c.allowConsent,
  requireConsentCheck: c.requireConsentCheck,
  rpmPartnerId: c.rpmPartnerId,
});

/** The access checks' queries: prepared once, since scoped routes run them on every request. */
export function prepareMembershipQueries(db: Db) {
  return {
    patientClinics: db
      .select({ clinicId: clinicMemberships.clinicId })
      .from(clinicMemberships)
      .where(
        and(
          eq(clinicMemberships.userId, sql.placeholder('patientId')),
          eq(clinicMemberships.role, 'ROLE_PATIENT'),
        ),
      )
      .prepare('patient_clinics'),
    /** The patient itself or a family member the caller heads. */
    selfOrFamily: db
      .select({ userId: users.id })
      .from(users)
      .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
      .where(
        and(
          eq(users.id, sql.placeholder('patientId')),
          or(
            eq(users.id, sql.placeholder('callerId')),
            eq(patientProfiles.familyOwnerId, sql.placeholder('callerId')),
          ),
        ),
      )
      .limit(1)
      .prepare('self_or_family'),
  };
}

export const clinicsRepository = {
  async clinicsOfUser(ex: Executor, userId: number) {
    const rows = await ex
      .select({ clinic: clinics })
      .from(clinicMemberships)
      .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
      .where(eq(clinicMemberships.userId, userId))
      .orderBy(asc(clinics.name));
    return rows.map((r) => r.clinic);
  },

  async clinicsInScope(ex: Executor, scope: ClinicScope) {
    return ex
      .select()
      .from(clinics)
      .where(scopeCondition(scope, clinics.id))
      .orderBy(asc(clinics.name), asc(clinics.id));
  },

  /** The clinic's providers (B79's link table), inside the scope. */
  async providersOfClinic(ex: Executor, scope: ClinicScope, clinicId: number) {
    return ex
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        activated: users.activated,
        primarySpecialty: providerProfiles.primarySpecialty,
      })
      .from(clinicMemberships)
      .innerJoin(users, eq(users.id, clinicMemberships.userId))
      .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .where(
        and(
          eq(clinicMemberships.clinicId, clinicId),
          eq(clinicMemberships.role, 'ROLE_PROVIDER'),
          scopeCondition(scope, clinicMemberships.clinicId),
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  },
};
