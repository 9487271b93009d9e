/**
 * Issue 19 path 5 (HIPAA §164.312(b)): what a route that answers with a patient's data declares
 * beside `config.access`, so one place (plugins/read-audit.ts) writes a `patient.read` audit row
 * for every patient each successful answer shows.
 */

/** What was read; the record access views (record-access module) label each kind. */
export type PatientReadKind =
  | 'profile'
  | 'history'
  | 'photo'
  | 'appointments'
  | 'upcoming'
  | 'preconditions'
  | 'attachments'
  | 'attachment'
  | 'topics'
  | 'messages'
  | 'note'
  | 'forms'
  | 'encounter-files'
  | 'encounter-file'
  | 'monitoring'
  | 'monitoring-alerts'
  | 'billing'
  | 'roster'
  | 'referral'
  | 'referral-file';

/** Where a request names an id: a path or query parameter. */
export type RequestField = { readonly from: 'param' | 'query'; readonly name: string };

export type PatientReads = {
  readonly kind: PatientReadKind;
  /**
   * Whose data the answer shows: `rule`, the patient the route's `Clinic.patient` rule resolved
   * (its parameter, or the caller when the rule defaults to them); `named`, the patients the
   * service names with `ctx.readsPatient` as it finds them (a record's patient, each patient of a
   * list page: one row naming every patient shown).
   */
  readonly patients: 'rule' | 'named';
  /** The single record read (an attachment, a topic, an appointment), written as `detail.id`. */
  readonly record?: RequestField;
};

export const Reads = {
  /** The patient of the route's `Clinic.patient` rule. */
  ofRule: (kind: PatientReadKind, record?: RequestField): PatientReads => ({
    kind,
    patients: 'rule',
    ...(record ? { record } : {}),
  }),
  /** The patients the service names (`ctx.readsPatient`). */
  named: (kind: PatientReadKind, record?: RequestField): PatientReads => ({
    kind,
    patients: 'named',
    ...(record ? { record } : {}),
  }),
  param: (name: string): RequestField => ({ from: 'param', name }),
  query: (name: string): RequestField => ({ from: 'query', name }),
} as const;

/** A patient an answer shows, and the clinic it was found through when the service knows it. */
export type PatientRead = { readonly patientId: number; readonly clinicId: number | null };
