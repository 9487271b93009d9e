import { PARTNER_KEYS } from '@clinicall/shared/monitoring/partners';
import { and, eq } from 'drizzle-orm';
import type { App } from '../app.js';
import { partners } from '../db/schema/clinics.js';
import { rpmAlerts, rpmEnrolments, rpmReadings } from '../db/schema/monitoring.js';
import type { ClinicWorld } from './clinic-world.js';
import { partnerId, useMonitoringPartner } from './monitoring.js';
import type { ScopedRouteProbe } from './scoped-route-probes.js';

/** What each target clinic's monitoring probes made: a rhythm reading and an alert. */
const made = new Map<number, { readingId: number; alertId: number; companyName: string }>();

/**
 * The target clinic monitors its patient with `key` (Premedex through Promedix, whose associate it
 * is): enrolled, one rhythm reading with a trace, one open alert.
 */
async function monitoredBy(app: App, target: ClinicWorld, key: string) {
  if (key === 'premedex') {
    await useMonitoringPartner(app, target.clinic.id, 'promedix', { associated: 'premedex' });
  } else {
    await useMonitoringPartner(app, target.clinic.id, key);
  }
  const partner = await partnerId(app, key);
  const [row] = await app.db.select().from(partners).where(eq(partners.id, partner));
  await app.db
    .insert(rpmEnrolments)
    .values({
      partnerId: partner,
      patientId: target.patient.id,
      clinicId: target.clinic.id,
      state: 'ACTIVE',
      devices: ['bloodPressure'],
      form: {},
    })
    .onConflictDoNothing();
  const externalId = `scope-probe-${key}-${target.patient.id}`;
  await app.db
    .insert(rpmReadings)
    .values({
      partnerId: partner,
      externalId,
      patientId: target.patient.id,
      kind: 'rhythm',
      measuredAt: new Date(),
      measures: { pulse: 70 },
      unit: 'bpm',
      detail: { ecg: { hz: 250, samples: [0, 1, 0] } },
      raw: {},
    })
    .onConflictDoNothing();
  const [reading] = await app.db
    .select({ id: rpmReadings.id })
    .from(rpmReadings)
    .where(and(eq(rpmReadings.partnerId, partner), eq(rpmReadings.externalId, externalId)));
  await app.db
    .insert(rpmAlerts)
    .values({
      clinicId: target.clinic.id,
      patientId: target.patient.id,
      partnerId: partner,
      measure: 'pulse',
      rule: 'HIGH',
      value: 130,
      limitValue: 120,
      openedAt: new Date(),
    })
    .onConflictDoNothing();
  const [alert] = await app.db
    .select({ id: rpmAlerts.id })
    .from(rpmAlerts)
    .where(eq(rpmAlerts.patientId, target.patient.id));
  made.set(target.clinic.id, {
    readingId: reading!.id,
    alertId: alert!.id,
    companyName: row!.companyName,
  });
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const of = (target: ClinicWorld) => made.get(target.clinic.id)!;
const byProvider = (other: ClinicWorld) => other.provider;

/** A route on the patient (`Clinic.patient`): another clinic's provider gets 404. */
const onPatient = (key: string, url: (t: ClinicWorld) => string): ScopedRouteProbe => ({
  caller: byProvider,
  url,
  prepare: (app, target) => monitoredBy(app, target, key),
});

const signupBody = (target: ClinicWorld) => ({
  patientId: target.patient.id,
  firstName: 'Pat',
  lastName: 'Patient',
  gender: 'Female',
  dateOfBirth: '1980-01-01',
  email: target.patient.email,
  phoneNumber: '5555550100',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  weight: 180,
  devices: ['bloodPressure'],
});

const thresholds = {
  noDataHours: 24,
  thresholds: [{ measure: 'pulse', low: 40, high: 130, sustainMinutes: 5, hysteresis: 5 }],
};

/** How the route-table test (I16) aims issue 23's routes at another clinic. */
export const monitoringScopeProbes: Record<string, ScopedRouteProbe> = {
  'GET /api/providers/clinic/partner/search': {
    caller: byProvider,
    url: () => '/api/providers/clinic/partner/search?partnerType=RPM',
    prepare: (app, target) => monitoredBy(app, target, 'thorough'),
    mustNotShow: () => ['Thorough'],
  },
  ...Object.fromEntries(
    PARTNER_KEYS.flatMap((key): [string, ScopedRouteProbe][] => [
      [
        `GET /api/${key}/patients/:id`,
        onPatient(key, (t) => `/api/${key}/patients/${t.patient.id}`),
      ],
      [
        `GET /api/${key}/patients/:id/measure`,
        onPatient(
          key,
          (t) => `/api/${key}/patients/${t.patient.id}/measure?from=${day(-59)}&to=${day(0)}`,
        ),
      ],
      [
        `GET /api/${key}/patients/:id/measure/day`,
        onPatient(
          key,
          (t) => `/api/${key}/patients/${t.patient.id}/measure/day?kind=rhythm&date=${day(0)}`,
        ),
      ],
      [
        `GET /api/${key}/patients/:id/rhythm/:readingId`,
        onPatient(key, (t) => `/api/${key}/patients/${t.patient.id}/rhythm/${of(t).readingId}`),
      ],
      [
        `GET /api/${key}/signup/patients/:id`,
        onPatient(key, (t) => `/api/${key}/signup/patients/${t.patient.id}`),
      ],
      [
        `POST /api/${key}/signup/patients`,
        {
          caller: byProvider,
          url: () => `/api/${key}/signup/patients`,
          prepare: (app, target) => monitoredBy(app, target, key),
          payload: signupBody,
          ownStatus: 201,
          foreignHidden: true,
        },
      ],
      [
        `GET /api/${key}/patients`,
        {
          caller: byProvider,
          url: (t) => `/api/${key}/patients?email=${encodeURIComponent(t.patient.email)}`,
          prepare: (app, target) => monitoredBy(app, target, key),
          foreignHidden: true,
        },
      ],
      [
        `POST /api/${key}/patients`,
        {
          caller: byProvider,
          url: () => `/api/${key}/patients`,
          prepare: (app, target) => monitoredBy(app, target, key),
          payload: (t) => ({ patientId: t.patient.id, companyName: of(t).companyName }),
          foreignHidden: true,
        },
      ],
    ]),
  ),
  'GET /api/strados/patients/:id/readings': onPatient(
    'strados',
    (t) => `/api/strados/patients/${t.patient.id}/readings?from=${day(-1)}&to=${day(0)}`,
  ),
  'GET /api/remotecare/patients/:id/observations/:name': onPatient(
    'remotecare',
    (t) => `/api/remotecare/patients/${t.patient.id}/observations/pulse`,
  ),
  'GET /api/monitoring/patients/:id/alerts': onPatient(
    'remotecare',
    (t) => `/api/monitoring/patients/${t.patient.id}/alerts`,
  ),
  'GET /api/monitoring/alerts': {
    caller: byProvider,
    url: () => '/api/monitoring/alerts',
    prepare: (app, target) => monitoredBy(app, target, 'remotecare'),
    mustNotShow: (t) => [`"patientId":${t.patient.id}`],
  },
  'POST /api/monitoring/alerts/:alertId/acknowledge': {
    ...onPatient('remotecare', (t) => `/api/monitoring/alerts/${of(t).alertId}/acknowledge`),
    payload: () => ({}),
  },
  'GET /api/monitoring/thresholds': {
    caller: byProvider,
    url: (t) => `/api/monitoring/thresholds?clinicId=${t.clinic.id}`,
    prepare: (app, target) => monitoredBy(app, target, 'remotecare'),
  },
  'PUT /api/monitoring/thresholds': {
    caller: byProvider,
    url: (t) => `/api/monitoring/thresholds?clinicId=${t.clinic.id}`,
    prepare: (app, target) => monitoredBy(app, target, 'remotecare'),
    payload: () => thresholds,
  },
  'GET /api/monitoring/patients/:id/thresholds': onPatient(
    'remotecare',
    (t) => `/api/monitoring/patients/${t.patient.id}/thresholds`,
  ),
  'PUT /api/monitoring/patients/:id/thresholds': {
    ...onPatient('remotecare', (t) => `/api/monitoring/patients/${t.patient.id}/thresholds`),
    payload: () => thresholds,
  },
};
