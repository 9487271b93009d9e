import { PARTNER_KEYS } from '@clinicall/shared/monitoring/partners';
import { and, eq } from 'drizzle-orm';
import type { App } from '../app.js';
import { rpmAlerts, rpmEnrolments, rpmReadings } from '../db/schema/monitoring.js';
import type { ClinicWorld } from './clinic-world.js';
import { partnerId, useMonitoringPartner } from './monitoring.js';
import type { ReadProbe } from './read-audit-probes.js';

/**
 * The read-audit walk's probes of issue 23's routes: one set per partner key. Each URL first makes
 * the key the world clinic's partner (Premedex through Promedix, whose associate it is), with the
 * world's patient enrolled and one rhythm reading with a trace.
 */
async function monitoredBy(app: App, world: ClinicWorld, key: string) {
  if (key === 'premedex') {
    await useMonitoringPartner(app, world.clinic.id, 'promedix', { associated: 'premedex' });
  } else {
    await useMonitoringPartner(app, world.clinic.id, key);
  }
  const partner = await partnerId(app, key);
  await app.db
    .insert(rpmEnrolments)
    .values({
      partnerId: partner,
      patientId: world.patient.id,
      clinicId: world.clinic.id,
      state: 'ACTIVE',
      devices: ['bloodPressure'],
      form: {},
    })
    .onConflictDoNothing();
  const externalId = `probe-${key}-${world.patient.id}`;
  await app.db
    .insert(rpmReadings)
    .values({
      partnerId: partner,
      externalId,
      patientId: world.patient.id,
      kind: 'rhythm',
      measuredAt: new Date(),
      measures: { pulse: 70 },
      unit: 'bpm',
      detail: { ecg: { hz: 250, samples: [0, 1, 0] } },
      raw: {},
    })
    .onConflictDoNothing();
  const [row] = await app.db
    .select({ id: rpmReadings.id })
    .from(rpmReadings)
    .where(and(eq(rpmReadings.partnerId, partner), eq(rpmReadings.externalId, externalId)));
  return row!.id;
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const probe = (url: (world: ClinicWorld, readingId: number) => string, key: string): ReadProbe => ({
  caller: (world) => world.provider,
  url: async (app, world) => url(world, await monitoredBy(app, world, key)),
  shown: (world) => [world.patient.id],
});

export const monitoringReadProbes: Record<string, ReadProbe> = {
  ...Object.fromEntries(
    PARTNER_KEYS.flatMap((key) => [
      [`GET /api/${key}/patients/:id`, probe((w) => `/api/${key}/patients/${w.patient.id}`, key)],
      [
        `GET /api/${key}/patients/:id/measure`,
        probe(
          (w) => `/api/${key}/patients/${w.patient.id}/measure?from=${day(-59)}&to=${day(0)}`,
          key,
        ),
      ],
      [
        `GET /api/${key}/patients/:id/measure/day`,
        probe(
          (w) => `/api/${key}/patients/${w.patient.id}/measure/day?kind=rhythm&date=${day(0)}`,
          key,
        ),
      ],
      [
        `GET /api/${key}/patients/:id/rhythm/:readingId`,
        probe((w, id) => `/api/${key}/patients/${w.patient.id}/rhythm/${id}`, key),
      ],
      [
        `GET /api/${key}/signup/patients/:id`,
        probe((w) => `/api/${key}/signup/patients/${w.patient.id}`, key),
      ],
      [
        `GET /api/${key}/patients`,
        probe((w) => `/api/${key}/patients?email=${encodeURIComponent(w.patient.email)}`, key),
      ],
    ]),
  ),
  'GET /api/strados/patients/:id/readings': probe(
    (w) => `/api/strados/patients/${w.patient.id}/readings?from=${day(-1)}&to=${day(0)}`,
    'strados',
  ),
  'GET /api/remotecare/patients/:id/observations/:name': probe(
    (w) => `/api/remotecare/patients/${w.patient.id}/observations/pulse`,
    'remotecare',
  ),
  'GET /api/monitoring/patients/:id/alerts': probe(
    (w) => `/api/monitoring/patients/${w.patient.id}/alerts`,
    'remotecare',
  ),
  'GET /api/monitoring/alerts': {
    caller: (world) => world.provider,
    url: async (app, world) => {
      await monitoredBy(app, world, 'remotecare');
      await app.db
        .insert(rpmAlerts)
        .values({
          clinicId: world.clinic.id,
          patientId: world.patient.id,
          partnerId: await partnerId(app, 'remotecare'),
          measure: 'pulse',
          rule: 'HIGH',
          value: 130,
          limitValue: 120,
          openedAt: new Date(),
        })
        .onConflictDoNothing();
      return '/api/monitoring/alerts';
    },
    shown: (_world, answer) => [
      ...new Set((answer as { patientId: number }[]).map((a) => a.patientId)),
    ],
  },
};
