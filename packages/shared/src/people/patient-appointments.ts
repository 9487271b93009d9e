import { z } from 'zod';
import { pageSchema, PageNumberSchema } from '../paging.js';
import { IdTextSchema } from '../ids.js';

/** F62: a patient's appointments in the profile, 10 per page, newest first by default. */
export const PATIENT_APPOINTMENTS_PAGE_SIZE = 10;
export const PatientAppointmentSortSchema = z.enum([
  'providerName',
  'providerSpecialty',
  'startTime',
]);
export type PatientAppointmentSort = z.infer<typeof PatientAppointmentSortSchema>;

export const PatientAppointmentsQuerySchema = z.object({
  patientId: IdTextSchema,
  propertyName: PatientAppointmentSortSchema.default('startTime'),
  orderBy: z.enum(['asc', 'desc']).default('desc'),
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(PATIENT_APPOINTMENTS_PAGE_SIZE),
});
export type PatientAppointmentsQuery = z.infer<typeof PatientAppointmentsQuerySchema>;

export const PatientAppointmentSchema = z.object({
  id: z.number().int(),
  type: z.enum(['VIDEO', 'AUDIO', 'MESSAGE', 'OFFICE']),
  status: z.string(),
  startTime: z.string(),
  providerName: z.string(),
  providerSpecialty: z.string().nullable(),
});
export type PatientAppointment = z.infer<typeof PatientAppointmentSchema>;
export const PatientAppointmentsPageSchema = pageSchema(PatientAppointmentSchema);
export type PatientAppointmentsPage = z.infer<typeof PatientAppointmentsPageSchema>;
