import { z } from 'zod';

/**
 * Issue 20 point 7 (spec 3 §2, §5, §8, §9; B85–B90, I18): the super admin's usage report. The
 * spec gives "Empty values" and the file name; the other texts are the project's own.
 */
export const UsageReportMessages = {
  title: 'Reports/Encounters',
  intro:
    'One row per encounter that starts in the chosen days (UTC): date, clinic, provider, patient, type, status, duration and payment.',
  emptyValues: 'Empty values',
  dayInvalid: 'Dates must be real days written YYYY-MM-DD.',
  rangeReversed: 'The end date must not be before the start date.',
  downloadFailed: 'We could not download the report. Please try again.',
  downloaded: 'The report was downloaded.',
} as const;

/** B86: the quick ranges, each ending today. */
export const UsageReportQuickRanges = [
  { label: 'Last 7 Days', days: 7 },
  { label: 'Last 30 Days', days: 30 },
  { label: 'Last 3 Months', months: 3 },
  { label: 'Last Year', years: 1 },
] as const;

/** B85: the range the page opens with. */
export const UsageReportDefaultDays = 15;

const isRealDay = (text: string) => {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

/**
 * A day as YYYY-MM-DD. The texts go out as the spec's (refinements, not zod's own wording): a
 * missing day is "Empty values" like the page's own check (B87).
 */
const DaySchema = z
  .string()
  .optional()
  .refine((text) => text !== undefined && text !== '', {
    message: UsageReportMessages.emptyValues,
    abort: true,
  })
  .transform((text) => text ?? '')
  .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isRealDay(text), {
    message: UsageReportMessages.dayInvalid,
  });

/** B88: both days, YYYY-MM-DD, inclusive; the end may not come before the start. */
export const UsageReportQuerySchema = z
  .object({ from: DaySchema, to: DaySchema })
  .refine((range) => range.from <= range.to, {
    message: UsageReportMessages.rangeReversed,
    path: ['to'],
  });
export type UsageReportQuery = z.infer<typeof UsageReportQuerySchema>;

/** B89 */
export const usageReportFileName = (range: UsageReportQuery) =>
  `usage_report_${range.from}_${range.to}.csv`;

/** I18: the report's columns, in order (times are UTC, amounts in dollars). */
export const UsageReportColumns = [
  'encounter_id',
  'start_time_utc',
  'clinic_id',
  'clinic_name',
  'provider_id',
  'provider_name',
  'patient_id',
  'patient_name',
  'type',
  'status',
  'duration_minutes',
  'payment_type',
  'price_usd',
  'charged_usd',
  'refunded_usd',
] as const;
