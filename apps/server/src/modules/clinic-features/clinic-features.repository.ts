import type { ClinicFeatures } from '@clinicall/shared/clinic-features';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { clinics } from '../../db/schema/clinics.js';

/** The columns of `clinics` that gate features (spec 3 §3, B18–B27, I41), as the web names them. */
const switchColumns = {
  clinicId: clinics.id,
  activated: clinics.activated,
  isInOfficeAppointmentActive: clinics.isInOfficeAppointmentActive,
  isPatientWelcomeEmailEnabled: clinics.isPatientWelcomeEmailEnabled,
  providerNetworkEnabled: clinics.providerNetworkEnabled,
  isPatientScheduleAppointmentEnabled: clinics.isPatientScheduleAppointmentEnabled,
  allowPatientInRoomLight: clinics.allowPatientInRoomLight,
  allowRemotePatientMonitoring: clinics.allowRemotePatientMonitoring,
  allowPostApptConf: clinics.allowPostApptConf,
  allowAppointmentTemplate: clinics.allowAppointmentTemplate,
  preventScheduler24h: clinics.preventScheduler24h,
  allowPatientAttachment: clinics.allowPatientAttachment,
  allowExperienceBuilder: clinics.allowExperienceBuilder,
  allowMuteAll: clinics.allowMuteAll,
  allowConsent: clinics.allowConsent,
  requireConsentCheck: clinics.requireConsentCheck,
};

/**
 * One clinic's switches inside `ex` (a transaction sees its own writes and takes no cache's word):
 * for the paths that decide inside the transaction that acts on them, such as a mail queued with it.
 */
export async function clinicFeaturesIn(
  ex: Executor,
  clinicId: number,
): Promise<ClinicFeatures | undefined> {
  const [row] = await ex.select(switchColumns).from(clinics).where(eq(clinics.id, clinicId));
  return row;
}

/** The same read prepared once: the cache's misses run it, named, so the database keeps its plan. */
export function prepareClinicFeaturesQuery(db: Db) {
  const query = db
    .select(switchColumns)
    .from(clinics)
    .where(eq(clinics.id, sql.placeholder('clinicId')))
    .prepare('clinic_features');
  return async (clinicId: number): Promise<ClinicFeatures | undefined> => {
    const [row] = await query.execute({ clinicId });
    return row;
  };
}
