import { z } from 'zod';
import { IdTextSchema } from '../ids.js';
import { MeasureSchema, type Measure } from './metrics.js';

/**
 * Issue 23 point 5: a threshold fires when a measure stays outside [low, high] for `sustainMinutes`
 * (a run of out-of-range readings at least that long: never one noisy reading), and clears only
 * once a reading is back inside by `hysteresis`. `noDataHours` (on the `any` row) catches a silent
 * device.
 */
export const ThresholdSchema = z
  .object({
    measure: MeasureSchema,
    low: z.number().nullable(),
    high: z.number().nullable(),
    sustainMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
    hysteresis: z.number().min(0),
  })
  .refine((t) => t.low === null || t.high === null || t.low < t.high, {
    message: 'The low limit must be below the high limit.',
    path: ['low'],
  })
  .refine((t) => t.low === null || t.high === null || t.hysteresis * 2 < t.high - t.low, {
    message: 'The hysteresis must be under half the range.',
    path: ['hysteresis'],
  });
export type Threshold = z.infer<typeof ThresholdSchema>;

/** The built-in defaults a clinic starts from (adult home-monitoring ranges). */
export const DEFAULT_THRESHOLDS: Threshold[] = [
  { measure: 'systolic', low: 90, high: 160, sustainMinutes: 10, hysteresis: 5 },
  { measure: 'diastolic', low: 50, high: 100, sustainMinutes: 10, hysteresis: 5 },
  { measure: 'pulse', low: 45, high: 120, sustainMinutes: 5, hysteresis: 5 },
  { measure: 'spo2', low: 90, high: null, sustainMinutes: 5, hysteresis: 2 },
  { measure: 'temperature', low: 95, high: 100.4, sustainMinutes: 30, hysteresis: 0.4 },
  { measure: 'glucose', low: 70, high: 250, sustainMinutes: 15, hysteresis: 10 },
  { measure: 'respiratoryRate', low: 8, high: 24, sustainMinutes: 10, hysteresis: 2 },
];
/** A device that has sent nothing for this long raises a no-data alert. */
export const DEFAULT_NO_DATA_HOURS = 24;

export const ThresholdsSchema = z.object({
  thresholds: z.array(ThresholdSchema),
  noDataHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
});
export type Thresholds = z.infer<typeof ThresholdsSchema>;
/** Clinic defaults (`PUT …/clinic/{clinicId}`) or a patient's overrides (`PUT …/patient/{id}`). */
export const PutThresholdsSchema = ThresholdsSchema;
export const ClinicIdParamsSchema = z.object({ clinicId: IdTextSchema });
export const PatientIdParamsSchema = z.object({ id: IdTextSchema });

export const AlertRuleSchema = z.enum(['HIGH', 'LOW', 'NO_DATA']);
export type AlertRule = z.infer<typeof AlertRuleSchema>;

export const AlertSchema = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  /** The dashboard lists alerts by patient. */
  patientName: z.string(),
  clinicId: z.number().int(),
  measure: z.union([MeasureSchema, z.literal('any')]),
  rule: AlertRuleSchema,
  state: z.enum(['OPEN', 'CLEARED']),
  /** The reading that opened it (null for no data) and its value in the measure's unit. */
  value: z.number().nullable(),
  limit: z.number().nullable(),
  openedAt: z.string(),
  clearedAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
});
export type Alert = z.infer<typeof AlertSchema>;
export const AlertsSchema = z.array(AlertSchema);
export const AlertParamsSchema = z.object({ alertId: IdTextSchema });
export const AlertsQuerySchema = z.object({ state: z.enum(['OPEN', 'ALL']).default('OPEN') });

/** How the web names a measure in an alert ("Systolic above 160 mmHg"). */
export const alertText = (measure: Measure | 'any', rule: AlertRule, limit: number | null) =>
  rule === 'NO_DATA'
    ? `No readings for ${limit ?? DEFAULT_NO_DATA_HOURS} hours`
    : `${measure} ${rule === 'HIGH' ? 'above' : 'below'} ${limit}`;
