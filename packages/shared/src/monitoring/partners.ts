import { z } from 'zod';

/** G3: the partner keys (Premedex, spelled promedex in spec 2, is only Promedix's associate: B41). */
export const PARTNER_KEYS = [
  'remotecare',
  'premedex',
  'strados',
  'promedix',
  'thorough',
  'morley',
] as const;
export const PartnerKeySchema = z.enum(PARTNER_KEYS);
export type PartnerKey = z.infer<typeof PartnerKeySchema>;

/** G23: the devices a patient can be signed up with. */
export const DEVICES = [
  'scale',
  'pulseOximeter',
  'bloodPressure',
  'glucose',
  'thermometer',
  'spirometer',
  'ecg',
] as const;
export const DeviceSchema = z.enum(DEVICES);
export type Device = z.infer<typeof DeviceSchema>;

/** Issue 23: the simulator partner of the demo clinic. Not one of G3's: it exists only in demos. */
export const SIMULATOR_PARTNER_KEY = 'simulator';

/**
 * G21, G28: the text a partner's QR code holds for the patient's app to pair with: the partner's key
 * and its id for the patient (ours until the partner gives its own).
 */
export const rpmQrText = (partnerKey: string, idAtPartner: string | number) =>
  `clinicall-rpm:${partnerKey}:${idAtPartner}`;

/** G5: the patient as the partner knows them (found once a sign-up is confirmed by a reading). */
export const MonitoredPatientSchema = z.object({
  patientId: z.number().int(),
  partner: z.string(),
  /** G28, I39: the partner's own id for the patient, when it has one. */
  externalId: z.string().nullable(),
  /** B43, B46: the clinic's organization id at a partner that needs one. */
  organizationId: z.string().nullable(),
  enrolledAt: z.string(),
  devices: z.array(DeviceSchema),
  /** G21, G28: the text the view shows as a QR code for the patient to scan, at partners that use one. */
  qrCode: z.string().nullable(),
  /** What differs in this partner's views (G19, G20, G28, G29). */
  features: z.object({
    respiratorySounds: z.boolean(),
    observations: z.boolean(),
    morleyAssociated: z.boolean(),
  }),
});
export type MonitoredPatient = z.infer<typeof MonitoredPatientSchema>;

/** G2: the clinic's monitoring partners for the view, with the devices each view offers. */
export const ClinicPartnerSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  companyName: z.string(),
  devices: z.array(DeviceSchema),
  /** G11: where a provider requests monitoring when the partner has not been set up. */
  requestUrl: z.string(),
  /** G28: the sign-up asks for the weight and shows the QR code (Morley and its associates). */
  morleyAssociated: z.boolean(),
});
export const ClinicPartnersSchema = z.array(ClinicPartnerSchema);
