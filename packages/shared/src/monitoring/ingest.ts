import { z } from 'zod';
import { EcgLimits, IngestLimits, ReadingKindSchema, RespiratorySoundSchema } from './metrics.js';

/** An instant with its offset (`Z` or `±hh:mm`); it is stored in UTC. */
const InstantSchema = z.iso.datetime({ offset: true });

/** One reading in Clinicall's own format (a partner that does not speak FHIR sends these). */
export const NativeReadingSchema = z.object({
  /** The partner's id of the reading: a repeat with the same id stores nothing again. */
  id: z.string().trim().min(1).max(200),
  /** The Clinicall patient id the partner was given at sign-up. */
  patientId: z.number().int().positive(),
  kind: ReadingKindSchema,
  measuredAt: InstantSchema,
  /** The values the kind carries (see `ReadingKinds`), in `unit` (or their own fixed units). */
  values: z.record(z.string(), z.number()),
  /** The unit of the kind's main values: converted to the stored unit, or refused. */
  unit: z.string().trim().min(1).max(40),
  /** Spec 2 §4: the partner flags a reading that fits a sepsis pattern. */
  sepsis: z.boolean().default(false),
  /** `bloodGlucose`: when it was taken (fasting, after a meal, …). */
  type: z.string().trim().max(60).optional(),
  /** `respiratorySound`: which sound was counted over the interval starting at `measuredAt`. */
  sound: RespiratorySoundSchema.optional(),
  /** `rhythm`: the ECG trace in millivolts at `hz` samples per second. */
  ecg: z
    .object({
      hz: z.number().min(EcgLimits.minHz).max(EcgLimits.maxHz),
      samples: z.array(z.number()).min(1).max(EcgLimits.maxSamples),
    })
    .optional(),
});
export type NativeReading = z.infer<typeof NativeReadingSchema>;

export const NativeIngestSchema = z.object({
  readings: z.array(NativeReadingSchema).min(1).max(IngestLimits.maxReadings),
});

const CodingSchema = z.looseObject({ system: z.string().optional(), code: z.string().optional() });
const CodeableConceptSchema = z.looseObject({ coding: z.array(CodingSchema).optional() });
const QuantitySchema = z.looseObject({
  value: z.number().optional(),
  unit: z.string().optional(),
  code: z.string().optional(),
});
const SampledDataSchema = z.looseObject({
  origin: QuantitySchema,
  period: z.number(),
  factor: z.number().optional(),
  dimensions: z.number().int().optional(),
  data: z.string().optional(),
});
const ObservationValues = {
  valueQuantity: QuantitySchema.optional(),
  valueSampledData: SampledDataSchema.optional(),
};

/** A FHIR R4 `Observation` as far as the ingest reads it; other elements are kept in the raw copy. */
export const FhirObservationSchema = z.looseObject({
  resourceType: z.literal('Observation'),
  id: z.string().optional(),
  identifier: z.array(z.looseObject({ value: z.string().optional() })).optional(),
  status: z.string().optional(),
  code: CodeableConceptSchema,
  subject: z.looseObject({ reference: z.string().optional() }).optional(),
  effectiveDateTime: z.string().optional(),
  ...ObservationValues,
  component: z
    .array(z.looseObject({ code: CodeableConceptSchema, ...ObservationValues }))
    .optional(),
});
export type FhirObservation = z.infer<typeof FhirObservationSchema>;

export const FhirBundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  type: z.string().optional(),
  entry: z
    .array(z.looseObject({ resource: z.looseObject({ resourceType: z.string() }) }))
    .min(1)
    .max(IngestLimits.maxReadings),
});

/** `POST /api/monitoring/ingest/{partner}`: native readings, one FHIR Observation or a Bundle. */
export const IngestBodySchema = z.union([
  NativeIngestSchema,
  FhirObservationSchema,
  FhirBundleSchema,
]);

/** What an accepted delivery did: readings stored, and repeats of readings already stored. */
export const IngestResultSchema = z.object({
  stored: z.number().int(),
  duplicates: z.number().int(),
});
export type IngestResult = z.infer<typeof IngestResultSchema>;

/** The ingest's refusals (issue 23 "Bad input"): each names the reading it is about. */
export const IngestMessages = {
  signature: 'The signature does not match this partner’s secret, or its timestamp is too old.',
  noSecret: 'This partner has no ingest secret yet: the super admin issues one.',
  unknownPatient: (ref: string, patient: string) =>
    `Reading ${ref}: patient ${patient} is not enrolled with this partner.`,
  unit: (ref: string, unit: string, kind: string) =>
    `Reading ${ref}: the unit “${unit}” cannot be converted for ${kind}.`,
  range: (ref: string, measure: string, value: number, min: number, max: number, unit: string) =>
    `Reading ${ref}: ${measure} ${value} ${unit} is outside the physical range ${min}–${max} ${unit}.`,
  missing: (ref: string, what: string) => `Reading ${ref}: ${what} is missing.`,
  unexpected: (ref: string, what: string) => `Reading ${ref}: ${what} is not expected here.`,
  future: (ref: string) => `Reading ${ref}: it is measured in the future.`,
  reused: (ref: string) =>
    `Reading ${ref}: this id was already delivered with different content; send a new id.`,
  observationId: 'Each observation needs an id or an identifier value.',
  notObservation: (type: string) => `A bundle may hold only Observations, not ${type}.`,
  unknownCode: (ref: string) =>
    `Reading ${ref}: no accepted LOINC code (see the API documentation).`,
  subject: (ref: string) => `Reading ${ref}: its subject must be “Patient/<Clinicall patient id>”.`,
  sampledData: (ref: string) => `Reading ${ref}: the ECG’s SampledData cannot be read.`,
} as const;
