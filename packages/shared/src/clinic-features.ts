import { z } from 'zod';

/**
 * The per-clinic feature switches of spec 3 §3 (B18–B27, I41) as one clinic's users are gated by
 * them: read on every request, so a switch flipped by the super admin applies at the next one.
 */
export const ClinicFeaturesSchema = z.object({
  clinicId: z.number().int(),
  activated: z.boolean(),
  isInOfficeAppointmentActive: z.boolean(),
  isPatientWelcomeEmailEnabled: z.boolean(),
  providerNetworkEnabled: z.boolean(),
  isPatientScheduleAppointmentEnabled: z.boolean(),
  allowPatientInRoomLight: z.boolean(),
  allowRemotePatientMonitoring: z.boolean(),
  allowPostApptConf: z.boolean(),
  allowAppointmentTemplate: z.boolean(),
  preventScheduler24h: z.boolean(),
  allowPatientAttachment: z.boolean(),
  allowExperienceBuilder: z.boolean(),
  allowMuteAll: z.boolean(),
  allowConsent: z.boolean(),
  requireConsentCheck: z.boolean(),
});
export type ClinicFeatures = z.infer<typeof ClinicFeaturesSchema>;

/** The on/off switches alone (what a gate names). */
export type ClinicSwitch = Exclude<keyof ClinicFeatures, 'clinicId'>;

/** `GET /api/account/clinic-features`: the switches of each clinic the caller belongs to. */
export const MyClinicFeaturesSchema = z.object({ clinics: z.array(ClinicFeaturesSchema) });
export type MyClinicFeatures = z.infer<typeof MyClinicFeaturesSchema>;
