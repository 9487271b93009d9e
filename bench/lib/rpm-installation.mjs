// The remote-monitoring benchmarks' installation (issue 23), written with SQL: one clinic with
// remote monitoring on and the "remotecare" partner, its provider, N patients each enrolled
// (ACTIVE) at the partner, and D days of one reading a day of each of 8 kinds per patient, in the
// order a partner's deliveries would have written them (day by day, every patient each day), so
// that one patient's readings lie on as many table pages as in a real installation.
import { runSteps, sharedPasswordHash } from './installation.mjs';
import { clinicStep, membershipsStep, patientsStep, providerStep } from './generator-steps.mjs';

export const PARTNER_KEY = 'remotecare';
export const RPM_PROVIDER = { email: 'rpm-provider@bench.example' };

/**
 * The 8 kinds a bench patient's devices send (rhythm's ECG and respiratory sounds excepted): the
 * unit a partner sends and the stored values as SQL of `s` (a number that varies by patient and
 * day), in ranges a healthy patient's devices report.
 */
export const KINDS = [
  {
    kind: 'bloodPressure',
    unit: 'mmHg',
    values: `jsonb_build_object('systolic', 105 + s % 40, 'diastolic', 65 + s % 20, 'pulse', 60 + s % 30)`,
  },
  { kind: 'weight', unit: 'lbs', values: `jsonb_build_object('weight', 120 + s % 90)` },
  {
    kind: 'temperature',
    unit: '°F',
    values: `jsonb_build_object('temperature', 97.2 + (s % 15) / 10.0)`,
  },
  { kind: 'bloodGlucose', unit: 'mg/dL', values: `jsonb_build_object('glucose', 80 + s % 60)` },
  {
    kind: 'pulseOximeter',
    unit: '%',
    values: `jsonb_build_object('spo2', 94 + s % 6, 'pulse', 60 + s % 30)`,
  },
  {
    kind: 'breathe',
    unit: 'L',
    values: `jsonb_build_object('fev', 2.5 + (s % 20) / 10.0, 'pef', 350 + s % 150, 'fevFvc', 0.7 + (s % 10) / 100.0)`,
  },
  { kind: 'pulse', unit: 'bpm', values: `jsonb_build_object('pulse', 60 + s % 30)` },
  {
    kind: 'respiratoryRate',
    unit: 'breaths/min',
    values: `jsonb_build_object('respiratoryRate', 12 + s % 8)`,
  },
];

/**
 * The clinic, provider, patients and enrolments; answers the clinic and partner ids.
 * @param {import('pg').Client} db
 * @param {number} patients
 */
export async function generateRpmPeople(db, patients) {
  const hash = await sharedPasswordHash(db);
  await runSteps(db, [
    clinicStep('RPM clinic'),
    providerStep(RPM_PROVIDER.email, hash, { firstName: 'Remy', lastName: 'Monitor' }),
    patientsStep(patients, hash, 'rpm-patient'),
    membershipsStep('%@bench.example'),
    [
      `update clinics set allow_remote_patient_monitoring = true,
        rpm_partner_id = (select id from partners where key = $1)
      where id = (select max(id) from clinics)`,
      [PARTNER_KEY],
    ],
    [
      `insert into rpm_enrolments (partner_id, patient_id, clinic_id, state, devices, form, activated_at)
      select p.id, u.id, (select max(id) from clinics), 'ACTIVE', array['BP','SCALE'], '{}'::jsonb, now() - interval '90 days'
      from users u, partners p where p.key = $1 and u.role = 'ROLE_PATIENT' and u.email like 'rpm-patient%'`,
      [PARTNER_KEY],
    ],
  ]);
  const { rows } = await db.query(
    `select (select max(id) from clinics) as clinic, (select id from partners where key = $1) as partner`,
    [PARTNER_KEY],
  );
  return { clinicId: Number(rows[0].clinic), partnerId: Number(rows[0].partner) };
}

/**
 * `days` days of readings, oldest day first, each day one statement: for each patient one reading
 * of each kind that day, between 06:00 and 16:00 before now's time of day. The raw payload is the
 * native reading the partner would have sent. Foreign keys are not checked while loading (session
 * replication role), the rows being consistent by construction.
 * @param {import('pg').Client} db
 * @param {number} days
 * @param {(day: number) => void} [progress]
 */
export async function generateReadings(db, days, progress) {
  const kinds = KINDS.map(
    (k, i) => `select ${i} as n, '${k.kind}' as kind, '${k.unit}' as unit, ${k.values} as values
      from (select $2::int + e.patient_id as s) v`,
  );
  const statement = `
    insert into rpm_readings (partner_id, external_id, patient_id, kind, measured_at, measures, unit, detail, raw)
    select e.partner_id, r.external_id, e.patient_id, k.kind, r.at, k.values, k.unit,
      case when k.kind = 'bloodGlucose' then '{"type":"fasting"}'::jsonb end,
      jsonb_build_object('id', r.external_id, 'patientId', e.patient_id, 'kind', k.kind,
        'measuredAt', to_char(r.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'values', k.values, 'unit', k.unit, 'sepsis', false)
    from rpm_enrolments e
    cross join lateral (${kinds.join(' union all ')}) k
    cross join lateral (select 'bench-' || e.patient_id || '-' || $1::int || '-' || k.n as external_id,
      date_trunc('day', now()) - make_interval(days => $1::int) + interval '6 hours'
        + make_interval(mins => (k.n * 67 + e.patient_id * 13) % 600) as at) r`;
  await db.query('set session_replication_role = replica');
  for (let day = days; day >= 1; day -= 1) {
    await db.query(statement, [day, day * 7]);
    progress?.(day);
  }
  await db.query('set session_replication_role = origin');
}
