import { z } from 'zod';
import { PageSize, TextLimit } from '../constants.js';
import { AppointmentPageSize } from './constants.js';
import { EncounterStatusInputSchema, FinishReasonInputSchema } from './types.js';
import { PageNumberSchema } from '../paging.js';

/**
 * C86, C87: how a list is ordered, `field,direction` as the spec's `sort` parameter. Patients sort
 * by provider name, specialty and start time; the default is the start time, newest first.
 */
export const ENCOUNTER_SORTS = [
  'startTime,desc',
  'startTime,asc',
  'providerName,asc',
  'providerName,desc',
  'specialty,asc',
  'specialty,desc',
] as const;
export type EncounterSort = (typeof ENCOUNTER_SORTS)[number];

const statusList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(EncounterStatusInputSchema).min(1).max(9),
);

/**
 * C86, C87: GET /encounters. `from`/`to` bound the start time (UTC instants, `to` exclusive);
 * `status` is one status or several, comma-separated; `finishedEType` keeps finished ones of that
 * reason (the past list's "appointment concluded"); `searchRpmPatient=true` keeps those of patients
 * under remote monitoring at the appointment's clinic (G4).
 */
export const EncounterListQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  status: statusList.optional(),
  sort: z.enum(ENCOUNTER_SORTS).default('startTime,desc'),
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(PageSize.max).default(AppointmentPageSize.upcoming),
  searchValue: z.string().trim().max(TextLimit.short).optional(),
  finishedEType: FinishReasonInputSchema.optional(),
  searchRpmPatient: z.enum(['true', 'false']).optional(),
});
export type EncounterListQuery = z.output<typeof EncounterListQuerySchema>;

/** C95, I5: the dashboard tabs' paged lists start at 5 and grow by 5. */
export const DashboardPageQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(PageSize.max)
    .default(AppointmentPageSize.dashboardStart),
});
export type DashboardPageQuery = z.output<typeof DashboardPageQuerySchema>;

/** C93, C94: the dashboard counters; `today` only for providers (null for others). */
export const DashboardCountersSchema = z.object({
  confirmed: z.number().int(),
  today: z.number().int().nullable(),
  pending: z.number().int(),
});
export type DashboardCounters = z.infer<typeof DashboardCountersSchema>;
