import { z } from 'zod';
import { IdTextSchema } from '../ids.js';
import { MeasureSchema, RespiratorySoundSchema } from './metrics.js';

/** G6, G7: the window a view asks for; the whole window is at most a year and a day. */
export const RPM_WINDOW_DAYS = 60;
export const RPM_MAX_RANGE_DAYS = 367;
/**
 * Readings per kind the measures answer carries (newest first); a list asks for an older day's
 * readings on their own (`…/measure/day`), charts get the whole range downsampled.
 */
export const RPM_LIST_LIMIT = 500;
/** Readings per page of one day's list (`…/measure/day`). */
export const RPM_DAY_PAGE = 200;
/** The points a trend chart can show: the server downsamples a measure's series to at most this. */
export const RPM_TREND_POINTS = 400;

const DaySchema = z.iso.date();

/** G6: `?from&to` (YYYY-MM-DD, both days included, UTC). */
export const MeasureRangeQuerySchema = z
  .object({ from: DaySchema, to: DaySchema })
  .refine((q) => q.from <= q.to, { message: 'The start date must not be after the end date.' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= RPM_MAX_RANGE_DAYS * 86_400_000, {
    message: `The range may cover at most ${RPM_MAX_RANGE_DAYS} days.`,
  });

export const PartnerPatientParamsSchema = z.object({ id: IdTextSchema });

const base = {
  id: z.number().int(),
  measuredAt: z.string(),
  units: z.string(),
  /** G16 */
  sepsis: z.boolean(),
};
const num = z.number();
const opt = z.number().nullable();

/** G14: the lists, one array per kind, newest first. */
const ListsSchema = z.object({
  bloodPressure: z.array(z.object({ ...base, systolic: num, diastolic: num, pulse: opt })),
  weight: z.array(z.object({ ...base, weight: num })),
  temperature: z.array(z.object({ ...base, temperature: num })),
  bloodGlucose: z.array(z.object({ ...base, glucose: num, type: z.string().nullable() })),
  pulseOximeter: z.array(z.object({ ...base, spo2: num, pulse: opt })),
  breathe: z.array(z.object({ ...base, fev: num, pef: opt, fevFvc: opt })),
  /** G18: an ECG's trace is read on its own (`…/rhythm/{readingId}`): strips are large. */
  rhythm: z.array(
    z.object({ ...base, pulse: num, type: z.string().nullable(), hasEcg: z.boolean() }),
  ),
  pulse: z.array(z.object({ ...base, pulse: num })),
  respiratoryRate: z.array(z.object({ ...base, respiratoryRate: num })),
});

/** The kinds listed with a date dropdown (G15, G18): respiratory sounds are read on their own. */
export const LIST_KINDS = ListsSchema.keyof().options;
export const ListKindSchema = ListsSchema.keyof();
export type ListKind = z.infer<typeof ListKindSchema>;

/**
 * G15: the days (in the account's zone, newest first) on which a kind has readings in the range,
 * with how many: a list whose day holds more than the answer carries reads that day on its own.
 */
const DayCountsSchema = z.array(z.object({ day: DaySchema, count: z.number().int() }));

export const MeasuresSchema = ListsSchema.extend({
  days: z.record(ListKindSchema, DayCountsSchema),
  /** Charts: each measure's series over the whole range, downsampled to `RPM_TREND_POINTS`. */
  trends: z.array(
    z.object({
      measure: MeasureSchema,
      unit: z.string(),
      points: z.array(z.tuple([z.number(), z.number()])),
    }),
  ),
});
export type Measures = z.infer<typeof MeasuresSchema>;

/** Where the next page of a day's readings starts (the keyset of the last one shown). */
const DayCursorSchema = z
  .string()
  .regex(/^\d{1,17}\.\d{1,15}$/, 'This page of readings is no longer available: reload the list.');

/** G15: one kind's readings of one day in the account's zone, newest first, a page at a time. */
export const DayReadingsQuerySchema = z.object({
  kind: ListKindSchema,
  date: DaySchema,
  cursor: DayCursorSchema.optional(),
});

/** The page under its kind's name (the rows of the measures answer), and where the next starts. */
export const DayReadingsSchema = ListsSchema.partial().extend({
  next: DayCursorSchema.nullable(),
});
export type DayReadings = z.infer<typeof DayReadingsSchema>;

/** G18: one rhythm reading with its ECG trace (millivolts at `hz`). */
export const RhythmTraceSchema = z.object({
  id: z.number().int(),
  measuredAt: z.string(),
  pulse: z.number(),
  hz: z.number(),
  samples: z.array(z.number()),
});
export const RhythmParamsSchema = z.object({ id: IdTextSchema, readingId: IdTextSchema });

/** G19: respiratory sounds per interval. */
export const RespiratorySoundsSchema = z.array(
  z.object({ sound: RespiratorySoundSchema, intervalStart: z.string(), eventCount: z.number() }),
);

/** G20: the remote-care partner's observations of one name (a measure). */
export const ObservationParamsSchema = z.object({ id: IdTextSchema, name: MeasureSchema });
export const ObservationsSchema = z.array(
  z.object({ id: z.number().int(), measuredAt: z.string(), value: z.number(), unit: z.string() }),
);
