import { z } from 'zod';

/** The clinic as the identity exposes it in clinicDTOS (A29, spec 3 §3). */
export const ClinicSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  customUrl: z.string().nullable(),
  customLogo: z.string().nullable(),
  customTopLogo: z.string().nullable(),
  activated: z.boolean(),
  isInOfficeAppointmentActive: z.boolean(),
  isPatientWelcomeEmailEnabled: z.boolean(),
  providerNetworkEnabled: z.boolean(),
  isPatientScheduleAppointmentEnabled: z.boolean(),
  patientScheduleAppointmentEnabled: z.boolean(),
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
  rpmPartnerId: z.number().int().nullable(),
});
export type ClinicSummary = z.infer<typeof ClinicSummarySchema>;

/** B79: a provider of a clinic, as the clinic admin's tables list it. */
export const ClinicProviderSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  activated: z.boolean(),
  primarySpecialty: z.string().nullable(),
});
export type ClinicProvider = z.infer<typeof ClinicProviderSchema>;
