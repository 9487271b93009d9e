import { z } from 'zod';
import { TextLimit } from '../constants.js';
import { TimeZoneSchema } from '../time-zone.js';
import { LocalDateSchema } from './availability.js';
import { MAX_SCHEDULE_DAYS } from './constants.js';
import { DurationSchema } from './offerings.js';
import { EncounterTypeInputSchema } from './types.js';
import { IdTextSchema } from '../ids.js';

/**
 * C30: GET /appointments/schedule. The provider is named by `email` (the spec's) or `providerId`.
 * With `encounterVideoTypeId` the type is VIDEO and the video type's duration applies; otherwise
 * `type` (AUDIO or OFFICE) and `duration` (15 by default). `date` is the first day, in the viewer's
 * time zone (`timeZone`, else the viewer's own, else UTC); `days` how many days from it.
 */
export const ScheduleQuerySchema = z
  .object({
    date: LocalDateSchema,
    email: z.string().trim().toLowerCase().max(TextLimit.short).optional(),
    providerId: IdTextSchema.optional(),
    encounterVideoTypeId: IdTextSchema.optional(),
    type: EncounterTypeInputSchema.optional(),
    duration: DurationSchema.optional(),
    days: z.coerce.number().int().min(1).max(MAX_SCHEDULE_DAYS).default(1),
    timeZone: TimeZoneSchema.optional(),
  })
  .refine((q) => q.email !== undefined || q.providerId !== undefined, {
    message: 'email or providerId is required',
    path: ['email'],
  })
  .refine((q) => q.type !== 'MESSAGE', {
    message: 'a message encounter has no time slots',
    path: ['type'],
  });
export type ScheduleQuery = z.input<typeof ScheduleQuerySchema>;

/**
 * C30: per day, the AM and PM counts and the free start times, instants in UTC (ISO 8601),
 * ascending. A slot ends `duration` minutes after its start, and its wall-clock time is the start's
 * in the answer's `timeZone`: the client derives both, so an answer of hundreds of slots carries
 * each as one string. They are plain strings: checking each on the way out would cost more than
 * computing them.
 */
export const ScheduleDaySchema = z.object({
  date: LocalDateSchema,
  amCount: z.number().int(),
  pmCount: z.number().int(),
  starts: z.array(z.string()),
});
export type ScheduleDay = z.infer<typeof ScheduleDaySchema>;

export const ScheduleSchema = z.object({
  providerId: z.number().int(),
  timeZone: z.string(),
  duration: z.number().int(),
  days: z.array(ScheduleDaySchema),
});
export type Schedule = z.infer<typeof ScheduleSchema>;
