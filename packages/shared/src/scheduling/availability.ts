import { z } from 'zod';
import { MAX_RANGES_PER_DAY } from './constants.js';
import { SchedulingMessages as M } from './messages.js';

/** A local calendar date, YYYY-MM-DD. */
export const LocalDateSchema = z.iso.date();

/**
 * A wall-clock time of day in the provider's own time zone, HH:mm on 24 hours. "24:00" ends a
 * range at midnight.
 */
export const TimeOfDaySchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'a time of day as HH:mm');

/** Minutes since midnight of an HH:mm time. */
export const minutesOfDay = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** A range as the editor sends it: either end may still be missing (C19). */
export const RangeInputSchema = z.object({
  startRange: TimeOfDaySchema.nullish().or(z.literal('')),
  endRange: TimeOfDaySchema.nullish().or(z.literal('')),
});
export type RangeInput = z.infer<typeof RangeInputSchema>;

export type RangeProblem = { index: number; field: 'startRange' | 'endRange'; message: string };

/**
 * The availability rules of spec 1 §5 with the texts of C19 and C20 (N counts from 1), and no two
 * ranges of a day overlapping. The web's range editor and the API check with this one function.
 */
export function rangeProblems(ranges: readonly RangeInput[]): RangeProblem[] {
  const problems: RangeProblem[] = [];
  const complete: { index: number; start: number; end: number }[] = [];
  ranges.forEach((range, index) => {
    const n = index + 1;
    if (!range.startRange || !range.endRange) {
      const field = range.startRange ? 'endRange' : 'startRange';
      problems.push({ index, field, message: M.rangeIncomplete(n) });
      return;
    }
    const start = minutesOfDay(range.startRange);
    const end = minutesOfDay(range.endRange);
    if (end <= start) {
      problems.push({ index, field: 'endRange', message: M.rangeInverted(n) });
      return;
    }
    const clash = complete.find((other) => start < other.end && other.start < end);
    if (clash) {
      problems.push({ index, field: 'startRange', message: M.rangeOverlaps(n, clash.index + 1) });
      return;
    }
    complete.push({ index, start, end });
  });
  return problems;
}

/** A stored range; `invalid` is the editor's highlight (C21) and always false from the API. */
export const TimeRangeSchema = z.object({
  startRange: TimeOfDaySchema,
  endRange: TimeOfDaySchema,
  invalid: z.boolean(),
});
export type TimeRange = z.infer<typeof TimeRangeSchema>;

/** C112: one day of a week of availability. */
export const DayRangesSchema = z.object({
  date: LocalDateSchema,
  ranges: z.array(TimeRangeSchema),
  available: z.boolean(),
  /** True when the day follows the recurring default week rather than times set for that date. */
  fromDefault: z.boolean(),
});
export type DayRanges = z.infer<typeof DayRangesSchema>;

/**
 * C112: GET /timeTable/{date}, the week (Monday to Sunday) holding the date, in the provider's own
 * time zone. `invalidDatesError` is the editor's and always null from the API.
 */
export const TimeTableSchema = z.object({
  timeZone: z.string(),
  dayRanges: z.array(DayRangesSchema),
  invalidDatesError: z.string().nullable(),
  /** The Monday from which the recurring default week applies; null without one. */
  defaultFrom: LocalDateSchema.nullable(),
});
export type TimeTable = z.infer<typeof TimeTableSchema>;

export const DateParamSchema = z.object({ date: LocalDateSchema });

/** C22: POST /timeTable/ranges sets one day's ranges. */
export const SaveRangesRequestSchema = z
  .object({
    date: LocalDateSchema,
    ranges: z.array(RangeInputSchema).max(MAX_RANGES_PER_DAY),
  })
  .superRefine((body, ctx) => {
    for (const problem of rangeProblems(body.ranges)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ranges', problem.index, problem.field],
        message: problem.message,
      });
    }
  });
export type SaveRangesRequest = z.input<typeof SaveRangesRequestSchema>;

/** C23: POST /timeTable/ranges/onOff switches one day on or off, keeping its ranges. */
export const DayOnOffRequestSchema = z.object({ date: LocalDateSchema, available: z.boolean() });
export type DayOnOffRequest = z.infer<typeof DayOnOffRequestSchema>;

/**
 * C25, C28: POST /timeTable/{date}/setDefault. Code 3 ("Schedule modified") says that times set
 * for later dates were overwritten by the replicated week; code 0 that nothing had to be.
 */
export const SetDefaultResultSchema = z.object({
  code: z.union([z.literal(0), z.literal(3)]),
  message: z.string().nullable(),
  overwrittenDays: z.number().int(),
  timeTable: TimeTableSchema,
});
export type SetDefaultResult = z.infer<typeof SetDefaultResultSchema>;

/**
 * C26, C27: GET /encounters/{date}/exist. Counts the provider's appointments that hold time on that
 * local date (requested, pending, accepted or started); `message` is the warning to show.
 */
export const EncountersExistSchema = z.object({
  exist: z.boolean(),
  count: z.number().int(),
  message: z.string().nullable(),
});
export type EncountersExist = z.infer<typeof EncountersExistSchema>;
