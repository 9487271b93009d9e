import { z } from 'zod';
import { TextLimit } from '../constants.js';
import { listedPageSize, PageQuerySchema, pageSchema } from '../paging.js';
import { AppointmentPageSize } from './constants.js';

const SearchSchema = z.string().trim().max(TextLimit.short).optional();

/** C56: GET /appointments/providers, the providers a patient may book (clinics with self-scheduling). */
export const BookableProvidersQuerySchema = PageQuerySchema.extend({
  size: PageQuerySchema.shape.size.unwrap().default(AppointmentPageSize.providerPickList),
  search: SearchSchema,
});

export const BookableProviderSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  primarySpecialty: z.string().nullable(),
  imagePath: z.string().nullable(),
});
export type BookableProvider = z.infer<typeof BookableProviderSchema>;
export const BookableProviderPageSchema = pageSchema(BookableProviderSchema);
export type BookableProviderPage = z.infer<typeof BookableProviderPageSchema>;

/** C48: GET /appointments/patients, the provider's clinics' patients, 25 per page, with search. */
export const SchedulablePatientsQuerySchema = PageQuerySchema.extend({
  /** H5: the spec's patient pick lists (booking and on-demand alike) page 25. */
  size: listedPageSize(AppointmentPageSize.patientPickList),
  search: SearchSchema,
});

export const SchedulablePatientSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
});
export type SchedulablePatient = z.infer<typeof SchedulablePatientSchema>;
export const SchedulablePatientPageSchema = pageSchema(SchedulablePatientSchema);
export type SchedulablePatientPage = z.infer<typeof SchedulablePatientPageSchema>;
