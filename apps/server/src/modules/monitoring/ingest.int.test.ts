import { IngestLimits, Loinc } from '@clinicall/shared/monitoring/metrics';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { rpmEnrolments, rpmReadings } from '../../db/schema/monitoring.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import {
  deliver,
  enrol,
  issueSecret,
  partnerId,
  reading,
  useMonitoringPartner,
} from '../../test-support/monitoring.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: ClinicWorld;
let secret: string;
const key = 'remotecare';

const readingsOf = async (patientId: number) =>
  ctx.app.db.select().from(rpmReadings).where(eq(rpmReadings.patientId, patientId));

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  await useMonitoringPartner(ctx.app, world.clinic.id, key);
  secret = await issueSecret(ctx.app, key);
  await enrol(ctx.app, {
    key,
    patientId: world.patient.id,
    clinicId: world.clinic.id,
    state: 'SENT',
  });
});

const loinc = (code: string) => ({ coding: [{ system: 'http://loinc.org', code }] });

describe('ingest: native readings', () => {
  test('G14 issue 23 a signed delivery is stored in UTC and stored units, raw kept; the sign-up becomes active', async () => {
    const weight = reading(
      world.patient.id,
      'weight',
      { weight: 80 },
      'kg',
      '2026-11-20T07:30:00-05:00',
    );
    const bp = reading(
      world.patient.id,
      'bloodPressure',
      { systolic: 16, diastolic: 10.6, pulse: 70 },
      'kPa',
    );
    const temp = reading(world.patient.id, 'temperature', { temperature: 37 }, 'Cel');
    const glucose = reading(
      world.patient.id,
      'bloodGlucose',
      { glucose: 5.5 },
      'mmol/L',
      new Date(),
      {
        type: 'Fasting',
        sepsis: true,
      },
    );
    const response = await deliver(ctx.app, key, secret, { readings: [weight, bp, temp, glucose] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stored: 4, duplicates: 0 });
    const rows = await readingsOf(world.patient.id);
    const byId = (id: string) => rows.find((r) => r.externalId === id)!;
    expect(byId(weight.id)).toMatchObject({
      kind: 'weight',
      unit: 'lbs',
      measures: { weight: 176.3698 },
    });
    expect(byId(weight.id).measuredAt.toISOString()).toBe('2026-11-20T12:30:00.000Z');
    expect(byId(weight.id).raw).toMatchObject({ values: { weight: 80 }, unit: 'kg' });
    expect(byId(bp.id).measures).toEqual({ systolic: 120.0098, diastolic: 79.5065, pulse: 70 });
    expect(byId(temp.id).measures).toEqual({ temperature: 98.6 });
    expect(byId(glucose.id)).toMatchObject({
      sepsis: true,
      measures: { glucose: 99.1001 },
      detail: { type: 'Fasting' },
    });
    const [enrolment] = await ctx.app.db
      .select()
      .from(rpmEnrolments)
      .where(eq(rpmEnrolments.patientId, world.patient.id));
    expect(enrolment).toMatchObject({ state: 'ACTIVE' });
  });

  test('issue 23 a replayed reading id with the same content is a duplicate, stored once (idempotent)', async () => {
    const r = reading(world.patient.id, 'pulse', { pulse: 64 }, 'bpm');
    expect((await deliver(ctx.app, key, secret, { readings: [r] })).json()).toEqual({
      stored: 1,
      duplicates: 0,
    });
    expect((await deliver(ctx.app, key, secret, { readings: [r] })).json()).toEqual({
      stored: 0,
      duplicates: 1,
    });
    const rows = await ctx.app.db
      .select()
      .from(rpmReadings)
      .where(and(eq(rpmReadings.externalId, r.id)));
    expect(rows).toHaveLength(1);
  });

  test('issue 23 a reading id replayed with other content is refused and nothing of the delivery is stored', async () => {
    const r = reading(world.patient.id, 'pulse', { pulse: 66 }, 'bpm');
    await deliver(ctx.app, key, secret, { readings: [r] });
    const fresh = reading(world.patient.id, 'pulse', { pulse: 67 }, 'bpm');
    const response = await deliver(ctx.app, key, secret, {
      readings: [fresh, { ...r, values: { pulse: 99 } }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'INGEST_READING_REUSED' });
    expect(response.json().errorMessage).toContain(r.id);
    expect((await readingsOf(world.patient.id)).some((x) => x.externalId === fresh.id)).toBe(false);
  });
});

describe('ingest: refusals (nothing stored)', () => {
  const count = async () => (await readingsOf(world.patient.id)).length;
  const refused = async (
    body: unknown,
    status: number,
    code: string,
    options: Parameters<typeof deliver>[4] = {},
  ) => {
    const before = await count();
    const response = await deliver(ctx.app, key, secret, body, options);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await count()).toBe(before);
    return response.json<{ errorMessage: string }>().errorMessage;
  };
  const one = (...args: Parameters<typeof reading>) => ({ readings: [reading(...args)] });

  test('issue 23 a wrong signature', async () => {
    await refused(
      one(world.patient.id, 'pulse', { pulse: 70 }, 'bpm'),
      401,
      'INGEST_SIGNATURE_INVALID',
      {
        signWith: 'whsec_' + Buffer.from('another partner secret 32 bytes!').toString('base64'),
      },
    );
  });

  test('issue 23 a body altered after signing', async () => {
    const body = one(world.patient.id, 'pulse', { pulse: 70 }, 'bpm');
    const id = 'msg_x';
    const now = new Date();
    const { Webhook } = await import('standardwebhooks');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/monitoring/ingest/${key}`,
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(id, now, JSON.stringify(body)),
      },
      payload: JSON.stringify(body).replace('"pulse":70', '"pulse":71'),
    });
    expect(response.statusCode).toBe(401);
  });

  test('issue 23 a stale timestamp (outside the five-minute window)', async () => {
    await refused(
      one(world.patient.id, 'pulse', { pulse: 70 }, 'bpm'),
      401,
      'INGEST_SIGNATURE_INVALID',
      {
        at: new Date(Date.now() - 10 * 60_000),
      },
    );
  });

  test('issue 23 no signature headers at all, and an unknown partner', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/monitoring/ingest/${key}`,
      payload: { readings: [] },
    });
    expect(response.statusCode).toBe(401);
    const unknown = await deliver(
      ctx.app,
      'nobody',
      secret,
      one(world.patient.id, 'pulse', { pulse: 70 }, 'bpm'),
    );
    expect(unknown.statusCode).toBe(404);
  });

  test('issue 23 a partner without a secret yet', async () => {
    const message = await (async () => {
      const response = await deliver(
        ctx.app,
        'thorough',
        secret,
        one(world.patient.id, 'pulse', { pulse: 70 }, 'bpm'),
      );
      expect(response.statusCode).toBe(401);
      return response.json<{ errorMessage: string }>().errorMessage;
    })();
    expect(message).toContain('no ingest secret');
  });

  test('issue 23 a reading for an unknown patient (not enrolled with this partner)', async () => {
    const message = await refused(
      one(world.otherPatient.id, 'pulse', { pulse: 70 }, 'bpm'),
      422,
      'INGEST_PATIENT_UNKNOWN',
    );
    expect(message).toContain(`patient ${world.otherPatient.id} is not enrolled`);
  });

  test('issue 23 a unit that cannot be converted', async () => {
    const message = await refused(
      one(world.patient.id, 'weight', { weight: 80 }, 'stone'),
      422,
      'INGEST_READING_INVALID',
    );
    expect(message).toContain('the unit “stone” cannot be converted');
  });

  test('issue 23 a value outside the physical range, and the whole delivery with it', async () => {
    const message = await refused(
      {
        readings: [
          reading(world.patient.id, 'pulse', { pulse: 70 }, 'bpm'),
          reading(world.patient.id, 'pulseOximeter', { spo2: 130 }, '%'),
        ],
      },
      422,
      'INGEST_READING_INVALID',
    );
    expect(message).toContain('spo2 130 % is outside the physical range 50–100 %');
  });

  test('issue 23 a missing value, an unexpected one, a reading from the future', async () => {
    await refused(
      one(world.patient.id, 'bloodPressure', { systolic: 120 }, 'mmHg'),
      422,
      'INGEST_READING_INVALID',
    );
    await refused(
      one(world.patient.id, 'weight', { weight: 80, spo2: 90 }, 'kg'),
      422,
      'INGEST_READING_INVALID',
    );
    await refused(
      one(world.patient.id, 'pulse', { pulse: 70 }, 'bpm', new Date(Date.now() + 3_600_000)),
      422,
      'INGEST_READING_INVALID',
    );
  });

  test('issue 23 a body over the size limit', async () => {
    const big = {
      readings: [
        reading(world.patient.id, 'pulse', { pulse: 70 }, 'bpm', new Date(), {
          pad: 'x'.repeat(IngestLimits.maxBytes),
        }),
      ],
    };
    const before = await count();
    const response = await deliver(ctx.app, key, secret, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await count()).toBe(before);
  });

  test('issue 23 a body that is not one of the three formats', async () => {
    await refused({ hello: 'world' }, 400, 'VALIDATION');
  });
});

describe('ingest: FHIR R4', () => {
  const observation = (id: string, code: string, extra: Record<string, unknown>) => ({
    resourceType: 'Observation',
    id,
    status: 'final',
    code: loinc(code),
    subject: { reference: `Patient/${world.patient.id}` },
    effectiveDateTime: new Date().toISOString(),
    ...extra,
  });

  test('issue 23 a Bundle: blood-pressure panel, heart rate, weight, temperature, SpO2, respiratory rate, glucose', async () => {
    const q = (value: number, code: string) => ({ valueQuantity: { value, unit: code, code } });
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        observation('fhir-bp-1', Loinc.bloodPressurePanel, {
          component: [
            { code: loinc(Loinc.systolic), ...q(131, 'mm[Hg]') },
            { code: loinc(Loinc.diastolic), ...q(84, 'mm[Hg]') },
          ],
        }),
        observation('fhir-hr-1', Loinc.heartRate, q(72, '/min')),
        observation('fhir-wt-1', Loinc.bodyWeight, q(170, '[lb_av]')),
        observation('fhir-temp-1', Loinc.bodyTemperature, q(37.5, 'Cel')),
        observation('fhir-spo2-1', Loinc.oxygenSaturation, q(96, '%')),
        observation('fhir-rr-1', Loinc.respiratoryRate, q(16, '/min')),
        observation('fhir-glu-1', Loinc.glucose, q(6, 'mmol/L')),
      ].map((resource) => ({ resource })),
    };
    const response = await deliver(ctx.app, key, secret, bundle, {
      contentType: 'application/fhir+json',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ stored: 7, duplicates: 0 });
    const rows = await readingsOf(world.patient.id);
    const of = (id: string) => rows.find((r) => r.externalId === id)!;
    expect(of('fhir-bp-1')).toMatchObject({
      kind: 'bloodPressure',
      measures: { systolic: 131, diastolic: 84 },
    });
    expect(of('fhir-hr-1')).toMatchObject({ kind: 'pulse', measures: { pulse: 72 } });
    expect(of('fhir-wt-1')).toMatchObject({ kind: 'weight', measures: { weight: 170 } });
    expect(of('fhir-temp-1')).toMatchObject({
      kind: 'temperature',
      measures: { temperature: 99.5 },
    });
    expect(of('fhir-spo2-1')).toMatchObject({ kind: 'pulseOximeter', measures: { spo2: 96 } });
    expect(of('fhir-rr-1')).toMatchObject({
      kind: 'respiratoryRate',
      measures: { respiratoryRate: 16 },
    });
    expect(of('fhir-glu-1')).toMatchObject({
      kind: 'bloodGlucose',
      measures: { glucose: 108.1092 },
    });
    expect(of('fhir-bp-1').raw).toMatchObject({ resourceType: 'Observation', id: 'fhir-bp-1' });
  });

  test('G18 issue 23 an ECG Observation with SampledData is a rhythm reading with its trace', async () => {
    const ecg = observation('fhir-ecg-1', Loinc.ecg, {
      component: [
        { code: loinc(Loinc.heartRate), valueQuantity: { value: 75, code: '/min' } },
        {
          code: { coding: [{ system: 'urn:oid:2.16.840.1.113883.6.24', code: '131328' }] },
          valueSampledData: {
            origin: { value: 0 },
            period: 4,
            factor: 0.001,
            dimensions: 1,
            data: '0 100 1000 -200 50',
          },
        },
      ],
    });
    expect((await deliver(ctx.app, key, secret, ecg)).json()).toEqual({ stored: 1, duplicates: 0 });
    const row = (await readingsOf(world.patient.id)).find((r) => r.externalId === 'fhir-ecg-1')!;
    expect(row).toMatchObject({
      kind: 'rhythm',
      measures: { pulse: 75 },
      detail: { ecg: { hz: 250, samples: [0, 0.1, 1, -0.2, 0.05] } },
    });
  });

  test('issue 23 FHIR refusals: unknown LOINC code, a non-Observation entry, a subject that is not a Patient, a unit in the wrong dimension', async () => {
    const before = (await readingsOf(world.patient.id)).length;
    const send = (body: unknown) => deliver(ctx.app, key, secret, body);
    const unknownCode = await send(
      observation('fhir-x-1', '1234-5', { valueQuantity: { value: 1, code: '1' } }),
    );
    expect(unknownCode.statusCode).toBe(422);
    expect(unknownCode.json().errorMessage).toContain('no accepted LOINC code');
    const notObs = await send({
      resourceType: 'Bundle',
      entry: [{ resource: { resourceType: 'Patient' } }],
    });
    expect(notObs.json().errorMessage).toBe('A bundle may hold only Observations, not Patient.');
    const subject = await send({
      ...observation('fhir-x-2', Loinc.heartRate, { valueQuantity: { value: 70, code: '/min' } }),
      subject: { reference: 'Group/1' },
    });
    expect(subject.statusCode).toBe(422);
    const unit = await send(
      observation('fhir-x-3', Loinc.bodyWeight, { valueQuantity: { value: 70, code: 'mm[Hg]' } }),
    );
    expect(unit.json().errorMessage).toContain('cannot be converted');
    expect((await readingsOf(world.patient.id)).length).toBe(before);
  });
});

test('issue 23 the OpenAPI document describes the ingest with examples', async () => {
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  const op = doc.paths['/api/monitoring/ingest/{partner}'].post;
  expect(op.description).toContain('Standard Webhooks');
  expect(JSON.stringify(op.requestBody)).toContain('85354-9');
  expect(op.security).toEqual([]);
  expect(await partnerId(ctx.app, 'strados')).toBeGreaterThan(0);
});
