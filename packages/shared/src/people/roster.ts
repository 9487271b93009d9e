import { z } from 'zod';
import { pageSchema, PageNumberSchema } from '../paging.js';

/** F1: roster pages; the spec's patient lists load 25 at a time (H5, patient pick lists). */
export const ROSTER_PAGE_SIZE = 25;
/** H7: the patient lists load the next page at 0.7 of the scroll distance. */
export const ROSTER_SCROLL_THRESHOLD = 0.7;

export const RosterQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(ROSTER_PAGE_SIZE),
});

export const RosterSearchQuerySchema = RosterQuerySchema.extend({
  keyword: z.string().trim().max(100).default(''),
});

/** F2 */
export const RosterPatientSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  imagePath: z.string().nullable(),
  lastAppointmentDate: z.string().nullable(),
  isFamilyMember: z.boolean(),
  headPatientId: z.number().int().nullable(),
});
export type RosterPatient = z.infer<typeof RosterPatientSchema>;

export const RosterPageSchema = pageSchema(RosterPatientSchema);
export type RosterPage = z.infer<typeof RosterPageSchema>;

export const PatientCountSchema = z.object({ count: z.number().int() });
