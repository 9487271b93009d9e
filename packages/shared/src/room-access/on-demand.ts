import { z } from 'zod';
import { TextLimit } from '../constants.js';
import { EncounterTypeInputSchema } from '../scheduling/types.js';
import { IdSchema } from '../ids.js';

/** C103: the durations a provider picks from, in minutes. */
export const ON_DEMAND_DURATIONS = [15, 30, 45, 60] as const;

export const OnDemandMessages = {
  patientRequired: 'Choose at least one patient.',
  durationRequired: 'Choose a duration.',
  typeNotLive: 'An on-demand call is a video, phone or in-office appointment.',
  /** The provider is in another appointment now (times as the provider's clock shows them). */
  busyUntil: (end: string) =>
    `You are in another appointment until ${end}. Start the call after it ends.`,
  /** Another appointment starts before the call would end. */
  nextAppointmentAt: (start: string, minutesFromNow: number) =>
    minutesFromNow >= ON_DEMAND_DURATIONS[0]
      ? `Another of your appointments starts at ${start}, in ${minutesFromNow} minutes. Choose a shorter call, or start it after that appointment.`
      : `Another of your appointments starts at ${start}, in ${minutesFromNow} minutes. Start the call after that appointment.`,
} as const;

/** C106: POST /api/encounters/onDemand. The first patient is the patient of record (C104). */
export const OnDemandRequestSchema = z
  .object({
    startTime: z.iso.datetime({ offset: true }),
    endTime: z.iso.datetime({ offset: true }),
    type: EncounterTypeInputSchema.default('VIDEO'),
    patient: IdSchema,
    guestPatients: z.array(IdSchema).max(10).default([]),
  })
  .refine((r) => r.type !== 'MESSAGE', { message: OnDemandMessages.typeNotLive, path: ['type'] })
  // A call is booked in whole minutes: an end less than a minute after the start is no duration.
  .refine((r) => Date.parse(r.endTime) - Date.parse(r.startTime) >= 60_000, {
    message: OnDemandMessages.durationRequired,
    path: ['endTime'],
  })
  .refine((r) => Date.parse(r.endTime) - Date.parse(r.startTime) <= 4 * 3_600_000, {
    message: 'An on-demand call lasts at most four hours.',
    path: ['endTime'],
  });
export type OnDemandRequest = z.input<typeof OnDemandRequestSchema>;

export const OnDemandResultSchema = z.object({
  appointmentId: z.number().int(),
  providerId: z.number().int(),
  patientId: z.number().int(),
  roomUrl: z.string(),
});
export type OnDemandResult = z.infer<typeof OnDemandResultSchema>;

/** C103 "create a new patient": the minimal invitation (account + welcome mail). */
export const NewPatientRequestSchema = z.object({
  firstName: z.string().trim().min(1, 'Required').max(TextLimit.tiny),
  lastName: z.string().trim().min(1, 'Required').max(TextLimit.tiny),
  email: z.email('Enter a valid e-mail address, like name@example.com.').max(TextLimit.short),
  /** YYYY-MM-DD (H11; the dialog shows MM/DD/YYYY); the room link asks for it. */
  dateOfBirth: z.iso.date({ error: 'Invalid date format' }),
});
export type NewPatientRequest = z.infer<typeof NewPatientRequestSchema>;

export const NewPatientSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
});
export type NewPatient = z.infer<typeof NewPatientSchema>;
