import type { ClinicSummary } from '@clinicall/shared/clinic';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';

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
};
