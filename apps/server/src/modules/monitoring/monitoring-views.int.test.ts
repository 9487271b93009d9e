import { RPM_TREND_POINTS } from '@clinicall/shared/monitoring/measures';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { rpmAlerts, rpmEnrolments } from '../../db/schema/monitoring.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import {
  deliver,
  enrol,
  issueSecret,
  reading,
  useMonitoringPartner,
} from '../../test-support/monitoring.js';
import { setClinicSwitches } from '../../test-support/clinic-switches.js';
import { listen, realtimeClient } from '../../test-support/realtime-client.js';
import { useTestApp } from '../../test-support/test-app.js';
import { NO_DATA_SWEEP } from './no-data-sweep.js';

const time = pinnedClock('2026-11-02T12:00:00Z');
const ctx = useTestApp({ clock: time.clock });
const minutes = (n: number) => new Date(Date.parse('2026-11-02T12:00:00Z') + n * 60_000);
let world: ClinicWorld;
let other: ClinicWorld;
let off: ClinicWorld;
let secret: string;
const key = 'remotecare';

const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) });
const post = (token: string, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  other = await createClinicWorld(ctx.app);
  off = await createClinicWorld(ctx.app);
  await useMonitoringPartner(ctx.app, world.clinic.id, key);
  await useMonitoringPartner(ctx.app, other.clinic.id, key);
  secret = await issueSecret(ctx.app, key);
  await enrol(ctx.app, { key, patientId: world.patient.id, clinicId: world.clinic.id });
  await enrol(ctx.app, {
    key,
    patientId: world.otherPatient.id,
    clinicId: world.clinic.id,
    state: 'SENT',
  });
  await enrol(ctx.app, { key, patientId: off.patient.id, clinicId: off.clinic.id });
  // 600 pulse readings over ten hours of the day before: more than a chart shows.
  const many = Array.from({ length: 600 }, (_, i) =>
    reading(world.patient.id, 'pulse', { pulse: 60 + (i % 20) }, 'bpm', minutes(-24 * 60 + i)),
  );
  const first = await deliver(ctx.app, key, secret, { readings: many.slice(0, 300) });
  expect(first.statusCode, first.body).toBe(200);
  await deliver(ctx.app, key, secret, { readings: many.slice(300) });
  await deliver(ctx.app, key, secret, {
    readings: [
      reading(
        world.patient.id,
        'bloodPressure',
        { systolic: 121, diastolic: 79, pulse: 70 },
        'mmHg',
        minutes(-60),
        { sepsis: true },
      ),
      reading(world.patient.id, 'rhythm', { pulse: 72 }, 'bpm', minutes(-50), {
        type: 'Sinus rhythm',
        ecg: { hz: 250, samples: [0, 0.1, 1, -0.2, 0.05] },
      }),
      reading(world.patient.id, 'respiratorySound', { eventCount: 4 }, 'events', minutes(-40), {
        sound: 'WHEEZE',
      }),
    ],
  });
});

const today = '2026-11-02';
const measureUrl = (patientId: number, from = '2026-09-04', to = today) =>
  `/api/${key}/patients/${patientId}/measure?from=${from}&to=${to}`;

describe('partner views', () => {
  test('G2 G11 the tab lists the clinic’s partner with its devices and request link', async () => {
    const response = await get(
      world.provider.token,
      '/api/providers/clinic/partner/search?partnerType=RPM',
    );
    expect(response.json()).toEqual([
      expect.objectContaining({
        key,
        companyName: 'Remote Care Partners',
        devices: [
          'scale',
          'pulseOximeter',
          'bloodPressure',
          'glucose',
          'thermometer',
          'spirometer',
        ],
        requestUrl: expect.stringContaining('remotecare'),
        morleyAssociated: false,
      }),
    ]);
    expect(
      (
        await get(off.provider.token, '/api/providers/clinic/partner/search?partnerType=RPM')
      ).json(),
    ).toEqual([]);
  });

  test('G5 G9 G10 lookup: active found; sent only: 404 then "already sent"; neither: 404 twice (the sign-up form)', async () => {
    const found = await get(world.provider.token, `/api/${key}/patients/${world.patient.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      patientId: world.patient.id,
      partner: key,
      qrCode: null,
      features: { observations: true },
    });
    expect(
      (await get(world.provider.token, `/api/${key}/patients/${world.otherPatient.id}`)).statusCode,
    ).toBe(404);
    const sent = await get(
      world.provider.token,
      `/api/${key}/signup/patients/${world.otherPatient.id}`,
    );
    expect(sent.json()).toMatchObject({ state: 'SENT', devices: ['bloodPressure'] });
    expect(
      (await get(world.provider.token, `/api/${key}/patients/${world.familyMember.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await get(world.provider.token, `/api/${key}/signup/patients/${world.familyMember.id}`))
        .statusCode,
    ).toBe(404);
  });

  test('G6 G14 G16 measures of a range: lists newest first with units and sepsis, trends downsampled; read audited', async () => {
    const response = await get(world.provider.token, measureUrl(world.patient.id));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.pulse).toHaveLength(500);
    // All 600 counted on their day (UTC: the test accounts have no zone of their own).
    expect(body.days.pulse).toContainEqual({ day: '2026-11-01', count: 600 });
    expect(body.pulse[0].measuredAt > body.pulse[499].measuredAt).toBe(true);
    expect(body.bloodPressure).toEqual([
      expect.objectContaining({
        systolic: 121,
        diastolic: 79,
        pulse: 70,
        units: 'mmHg',
        sepsis: true,
      }),
    ]);
    expect(body.rhythm[0]).toMatchObject({ pulse: 72, hasEcg: true, type: 'Sinus rhythm' });
    const pulseTrend = body.trends.find((t: { measure: string }) => t.measure === 'pulse');
    expect(pulseTrend.points.length).toBe(RPM_TREND_POINTS);
    expect(pulseTrend.unit).toBe('bpm');
    await expect
      .poll(async () =>
        ctx.app.db
          .select()
          .from(auditLog)
          .where(
            and(
              eq(auditLog.action, 'patient.read'),
              eq(auditLog.userId, world.provider.id),
              sql`${auditLog.detail}->>'kind' = 'monitoring'`,
              sql`${world.patient.id} = any(${auditLog.patientIds})`,
            ),
          )
          .then((rows) => rows.length),
      )
      .toBeGreaterThan(0);
  });

  test('G8 G17 another range reloads: a range without readings answers empty lists', async () => {
    const body = (
      await get(world.provider.token, measureUrl(world.patient.id, '2026-01-01', '2026-01-31'))
    ).json();
    expect(body.pulse).toEqual([]);
    expect(body.trends).toEqual([]);
    const bad = await get(world.provider.token, measureUrl(world.patient.id, today, '2026-11-01'));
    expect(bad.statusCode).toBe(400);
    const long = await get(world.provider.token, measureUrl(world.patient.id, '2024-01-01', today));
    expect(long.statusCode).toBe(400);
  });

  test('G18 a rhythm reading’s ECG trace', async () => {
    const id = (await get(world.provider.token, measureUrl(world.patient.id))).json().rhythm[0].id;
    const trace = await get(
      world.provider.token,
      `/api/${key}/patients/${world.patient.id}/rhythm/${id}`,
    );
    expect(trace.json()).toMatchObject({ pulse: 72, hz: 250, samples: [0, 0.1, 1, -0.2, 0.05] });
  });

  test('G19 G20 respiratory sounds only at Strados; observations by name at Remote Care', async () => {
    const obs = await get(
      world.provider.token,
      `/api/remotecare/patients/${world.patient.id}/observations/systolic`,
    );
    expect(obs.json()).toEqual([expect.objectContaining({ value: 121, unit: 'mmHg' })]);
    const sounds = await get(
      world.provider.token,
      `/api/strados/patients/${world.patient.id}/readings?from=2026-11-01&to=${today}`,
    );
    expect(sounds.statusCode).toBe(403);
    expect(sounds.json().code).toBe('MONITORING_OFF');
  });
});

describe('access (G1, B22, F10)', () => {
  test('G1 a provider of another clinic does not reach the patient’s measures (answered as missing, audited as refused)', async () => {
    const response = await get(other.provider.token, measureUrl(world.patient.id));
    expect(response.statusCode).toBe(404);
    const [refusal] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'access.forbidden'), eq(auditLog.userId, other.provider.id)));
    expect(refusal?.detail).toMatchObject({ code: 'CLINIC_FORBIDDEN', answered: 'NOT_FOUND' });
  });

  test('G1 a patient and an admin are refused', async () => {
    expect((await get(world.patient.token, measureUrl(world.patient.id))).statusCode).toBe(403);
    expect((await get(world.admin.token, measureUrl(world.patient.id))).statusCode).toBe(403);
  });

  test('B22 F10 G1 the clinic’s switch off: every monitoring call is refused', async () => {
    await setClinicSwitches(ctx.app.db, off.clinic.id, { allowRemotePatientMonitoring: false });
    const refused = await get(off.provider.token, measureUrl(off.patient.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'MONITORING_OFF',
      errorMessage: RpmMessages.monitoringOff,
    });
    expect(
      (await get(off.provider.token, `/api/${key}/patients/${off.patient.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await get(off.provider.token, `/api/monitoring/patients/${off.patient.id}/alerts`))
        .statusCode,
    ).toBe(403);
  });

  test('G1 a partner that is not the clinic’s answers not configured (403)', async () => {
    const response = await get(world.provider.token, `/api/morley/patients/${world.patient.id}`);
    expect(response.json()).toMatchObject({
      code: 'MONITORING_OFF',
      errorMessage: RpmMessages.partnerNotConfigured,
    });
  });
});

describe('sign-up (G22–G31)', () => {
  const form = (patientId: number, extra: Record<string, unknown> = {}) => ({
    patientId,
    firstName: 'Fin',
    lastName: 'Patient',
    gender: 'Male',
    mrn: 'MRN-1',
    dateOfBirth: '2010-04-01',
    email: 'fin@test.example',
    devices: ['bloodPressure'],
    ...extra,
  });

  test('G24 at least one device ("Device is required.")', async () => {
    const response = await post(
      world.provider.token,
      `/api/${key}/signup/patients`,
      form(world.familyMember.id, { devices: [] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('Device is required.');
  });

  test('G25 phone, address, city, state and zip are required when not on file', async () => {
    const response = await post(
      world.provider.token,
      `/api/${key}/signup/patients`,
      form(world.familyMember.id),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('Phone number is required.');
  });

  test('G26 the MRN is capped at the short limit', async () => {
    const response = await post(
      world.provider.token,
      `/api/${key}/signup/patients`,
      form(world.familyMember.id, { mrn: 'x'.repeat(51) }),
    );
    expect(response.statusCode).toBe(400);
  });

  test('G29 the Remote Care view excludes ECG', async () => {
    const response = await post(
      world.provider.token,
      `/api/${key}/signup/patients`,
      form(world.familyMember.id, {
        devices: ['ecg'],
        phoneNumber: '5555550100',
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
      }),
    );
    expect(response.json().errorMessage).toBe(RpmMessages.deviceNotOffered('ecg'));
  });

  test('G22 G27 G30 the profile’s phone and address win; the sign-up is sent once and shows "already sent"', async () => {
    await ctx.app.db
      .update(users)
      .set({ phoneNumber: '5555550199' })
      .where(eq(users.id, world.familyMember.id));
    await ctx.app.db
      .update(patientProfiles)
      .set({
        address: {
          firstStreetLine: '9 Elm St',
          secondStreetLine: '',
          city: 'Peoria',
          state: 'IL',
          postalCode: '61602',
        },
      })
      .where(eq(patientProfiles.userId, world.familyMember.id));
    const body = form(world.familyMember.id, {
      phoneNumber: '5555550100',
      address: '1 Main St',
      city: 'Springfield',
    });
    const response = await post(world.provider.token, `/api/${key}/signup/patients`, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ state: 'SENT', devices: ['bloodPressure'] });
    const [row] = await ctx.app.db
      .select()
      .from(rpmEnrolments)
      .where(eq(rpmEnrolments.patientId, world.familyMember.id));
    expect(row?.form).toMatchObject({
      phoneNumber: '5555550199',
      address: '9 Elm St',
      city: 'Peoria',
      zipCode: '61602',
    });
    const again = await post(world.provider.token, `/api/${key}/signup/patients`, body);
    expect(again.json().sentAt).toBe(response.json().sentAt);
    expect(
      (
        await get(world.provider.token, `/api/${key}/signup/patients/${world.familyMember.id}`)
      ).json().state,
    ).toBe('SENT');
  });

  test('G28 a Morley-associated view offers only blood pressure and pulse oximeter, asks for weight and shows a QR code', async () => {
    const morley = await createClinicWorld(ctx.app);
    await useMonitoringPartner(ctx.app, morley.clinic.id, 'promedix', {
      associated: 'morley',
      organizationId: 'ORG-7',
    });
    const partners = (
      await get(morley.provider.token, '/api/providers/clinic/partner/search?partnerType=RPM')
    ).json();
    expect(partners[0]).toMatchObject({
      key: 'promedix',
      devices: ['bloodPressure', 'pulseOximeter'],
      morleyAssociated: true,
    });
    await ctx.app.db
      .update(users)
      .set({ phoneNumber: '5555550111' })
      .where(eq(users.id, morley.patient.id));
    const address = { address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' };
    const noWeight = await post(
      morley.provider.token,
      '/api/promedix/signup/patients',
      form(morley.patient.id, address),
    );
    expect(noWeight.json().errorMessage).toBe('Weight is required.');
    const scale = await post(
      morley.provider.token,
      '/api/promedix/signup/patients',
      form(morley.patient.id, { ...address, weight: 180, devices: ['scale'] }),
    );
    expect(scale.statusCode).toBe(400);
    const ok = await post(
      morley.provider.token,
      '/api/promedix/signup/patients',
      form(morley.patient.id, { ...address, weight: 180 }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const saved = await post(morley.provider.token, '/api/promedix/patients', {
      patientId: morley.patient.id,
      companyName: 'Promedix',
      externalId: 'PX-1',
    });
    expect(saved.json()).toMatchObject({
      organizationId: 'ORG-7',
      externalId: 'PX-1',
      qrCode: 'clinicall-rpm:promedix:PX-1',
    });
    const byEmail = await get(
      morley.provider.token,
      `/api/promedix/patients?email=${encodeURIComponent(morley.patient.email)}`,
    );
    expect(byEmail.json()).toMatchObject({ patientId: morley.patient.id });
  });

  test('G1 signing up a patient of another clinic is answered as missing', async () => {
    const response = await post(
      other.provider.token,
      `/api/${key}/signup/patients`,
      form(world.familyMember.id),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('alerts (issue 23 point 5)', () => {
  const openAlerts = (token: string, patientId: number) =>
    get(token, `/api/monitoring/patients/${patientId}/alerts`).then((r) => r.json());
  const spo2 = (value: number, at: Date) =>
    reading(world.patient.id, 'pulseOximeter', { spo2: value }, '%', at);

  test('issue 23 low oxygen for the sustain duration opens an alert, sent to the provider in realtime; hysteresis clears it', async () => {
    const { url } = await listen(ctx.app);
    const client = realtimeClient(url, world.provider.token);
    await new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
    try {
      time.set('2026-11-02T12:00:00Z');
      await deliver(ctx.app, key, secret, { readings: [spo2(88, minutes(0))] });
      expect(await openAlerts(world.provider.token, world.patient.id)).toEqual([]);
      time.set('2026-11-02T12:06:00Z');
      await deliver(ctx.app, key, secret, { readings: [spo2(87, minutes(6))] });
      const [alert] = await openAlerts(world.provider.token, world.patient.id);
      expect(alert).toMatchObject({
        measure: 'spo2',
        rule: 'LOW',
        value: 87,
        limit: 90,
        state: 'OPEN',
        openedAt: '2026-11-02T12:06:00.000Z',
      });
      const event = await client.next('RPM_ALERT');
      expect(event).toMatchObject({
        type: 'RPM_ALERT',
        alertId: alert.id,
        patientId: world.patient.id,
        state: 'OPEN',
      });
      // 91 is inside the range but not by the 2-point hysteresis: still open.
      await deliver(ctx.app, key, secret, { readings: [spo2(91, minutes(7))] });
      expect(await openAlerts(world.provider.token, world.patient.id)).toHaveLength(1);
      await deliver(ctx.app, key, secret, { readings: [spo2(93, minutes(8))] });
      expect(await openAlerts(world.provider.token, world.patient.id)).toEqual([]);
      const all = await get(
        world.provider.token,
        `/api/monitoring/patients/${world.patient.id}/alerts?state=ALL`,
      );
      expect(all.json()[0]).toMatchObject({
        state: 'CLEARED',
        clearedAt: '2026-11-02T12:06:00.000Z',
      });
    } finally {
      client.close();
    }
  });

  test('issue 23 acknowledgement keeps who and when; another clinic’s provider cannot acknowledge', async () => {
    await ctx.app.db
      .update(rpmAlerts)
      .set({ clearedAt: null })
      .where(eq(rpmAlerts.patientId, world.patient.id));
    const [alert] = await openAlerts(world.provider.token, world.patient.id);
    expect(
      (await post(other.provider.token, `/api/monitoring/alerts/${alert.id}/acknowledge`, {}))
        .statusCode,
    ).toBe(404);
    time.set('2026-11-02T12:30:00Z');
    const acked = await post(
      world.otherProvider.token,
      `/api/monitoring/alerts/${alert.id}/acknowledge`,
      {},
    );
    expect(acked.json()).toMatchObject({
      acknowledgedAt: '2026-11-02T12:30:00.000Z',
      acknowledgedBy: 'Omar Other',
    });
    // The dashboard names the patient and who acknowledged (issue 23 point 5).
    const dashboard = await get(world.provider.token, '/api/monitoring/alerts');
    expect(dashboard.json()).toContainEqual(
      expect.objectContaining({
        id: alert.id,
        patientName: 'Pat Patient',
        acknowledgedBy: 'Omar Other',
      }),
    );
    await ctx.app.db
      .update(rpmAlerts)
      .set({ clearedAt: minutes(30) })
      .where(eq(rpmAlerts.patientId, world.patient.id));
  });

  test('issue 23 the clinic admin reads and sets the clinic’s default thresholds; another clinic’s admin is refused', async () => {
    const url = `/api/monitoring/thresholds?clinicId=${world.clinic.id}`;
    const before = await get(world.admin.token, url);
    expect(before.statusCode).toBe(200);
    const put = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: bearer(world.admin.token),
      payload: { ...before.json<object>(), noDataHours: 48 },
    });
    expect(put.json()).toMatchObject({ noDataHours: 48 });
    expect((await get(other.admin.token, url)).statusCode).toBe(403);
    const restore = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: bearer(world.admin.token),
      payload: before.json(),
    });
    expect(restore.statusCode).toBe(200);
  });

  test('issue 23 thresholds: clinic defaults and a patient override; a 0-minute override fires on one reading', async () => {
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/monitoring/thresholds?clinicId=${world.clinic.id}`,
      headers: bearer(world.provider.token),
      payload: {
        noDataHours: 12,
        thresholds: [{ measure: 'pulse', low: 100, high: 50, sustainMinutes: 0, hysteresis: 1 }],
      },
    });
    expect(bad.statusCode).toBe(400);
    const clinic = await ctx.app.inject({
      method: 'PUT',
      url: `/api/monitoring/thresholds?clinicId=${world.clinic.id}`,
      headers: bearer(world.provider.token),
      payload: {
        noDataHours: 12,
        thresholds: [{ measure: 'pulse', low: 40, high: 130, sustainMinutes: 5, hysteresis: 5 }],
      },
    });
    expect(clinic.json()).toMatchObject({ noDataHours: 12 });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/monitoring/patients/${world.patient.id}/thresholds`,
      headers: bearer(world.provider.token),
      payload: {
        noDataHours: 6,
        thresholds: [{ measure: 'pulse', low: 40, high: 100, sustainMinutes: 0, hysteresis: 5 }],
      },
    });
    expect(put.json().thresholds).toContainEqual({
      measure: 'pulse',
      low: 40,
      high: 100,
      sustainMinutes: 0,
      hysteresis: 5,
    });
    await deliver(ctx.app, key, secret, {
      readings: [reading(world.patient.id, 'pulse', { pulse: 110 }, 'bpm', minutes(31))],
    });
    expect(await openAlerts(world.provider.token, world.patient.id)).toEqual([
      expect.objectContaining({ measure: 'pulse', rule: 'HIGH', limit: 100 }),
    ]);
    await deliver(ctx.app, key, secret, {
      readings: [reading(world.patient.id, 'pulse', { pulse: 80 }, 'bpm', minutes(32))],
    });
  });

  test('issue 23 no data for N hours opens a NO_DATA alert (the sweep job); the next reading clears it', async () => {
    time.set('2026-11-02T19:00:00Z');
    await ctx.app.jobs.enqueue(ctx.app.db, NO_DATA_SWEEP, {});
    await ctx.app.jobs.drain();
    const open = await openAlerts(world.provider.token, world.patient.id);
    expect(open).toEqual([expect.objectContaining({ rule: 'NO_DATA', measure: 'any', limit: 6 })]);
    // The sweep is idempotent: no second alert.
    await ctx.app.jobs.enqueue(ctx.app.db, NO_DATA_SWEEP, {});
    await ctx.app.jobs.drain();
    expect(await openAlerts(world.provider.token, world.patient.id)).toHaveLength(1);
    await deliver(ctx.app, key, secret, {
      readings: [
        reading(world.patient.id, 'pulse', { pulse: 70 }, 'bpm', new Date('2026-11-02T18:59:00Z')),
      ],
    });
    expect(await openAlerts(world.provider.token, world.patient.id)).toEqual([]);
  });

  test('issue 23 one delivery of several measures judges each on its own readings and sustain window', async () => {
    const batch = await createClinicWorld(ctx.app);
    await useMonitoringPartner(ctx.app, batch.clinic.id, key);
    await enrol(ctx.app, { key, patientId: batch.patient.id, clinicId: batch.clinic.id });
    const of = (kind: string, values: Record<string, number>, unit: string, minute: number) =>
      reading(batch.patient.id, kind, values, unit, new Date(Date.UTC(2026, 10, 3, 9, minute)));
    const alertsNow = () => openAlerts(batch.provider.token, batch.patient.id);
    time.set('2026-11-03T09:30:00Z');
    const first = await deliver(ctx.app, key, secret, {
      readings: [
        // Systolic high for 11 minutes (its rule asks 10): opens; diastolic stays inside.
        of('bloodPressure', { systolic: 170, diastolic: 80 }, 'mmHg', 0),
        of('bloodPressure', { systolic: 172, diastolic: 82 }, 'mmHg', 11),
        // Glucose high for 16 minutes (15): opens, read from before the other measures' windows.
        of('bloodGlucose', { glucose: 300 }, 'mg/dL', -5),
        of('bloodGlucose', { glucose: 310 }, 'mg/dL', 11),
        // SpO2 low at 0, 9 and 11: its window (5 + 1 minutes) holds 2 minutes of it, so none.
        of('pulseOximeter', { spo2: 85 }, '%', 0),
        of('pulseOximeter', { spo2: 86 }, '%', 9),
        of('pulseOximeter', { spo2: 85 }, '%', 11),
        // Temperature high for 11 minutes where its rule asks 30: none.
        of('temperature', { temperature: 101 }, '°F', 0),
        of('temperature', { temperature: 101.2 }, '°F', 11),
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const opened = await alertsNow();
    expect(opened).toHaveLength(2);
    expect(opened).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ measure: 'systolic', rule: 'HIGH', value: 172, limit: 160 }),
        expect.objectContaining({ measure: 'glucose', rule: 'HIGH', value: 310, limit: 250 }),
      ]),
    );
    // Systolic back inside by its hysteresis clears; SpO2 now low for 6 minutes opens; glucose,
    // not in this delivery, stays open.
    await deliver(ctx.app, key, secret, {
      readings: [
        of('bloodPressure', { systolic: 150, diastolic: 80 }, 'mmHg', 12),
        of('pulseOximeter', { spo2: 84 }, '%', 15),
      ],
    });
    const after = await alertsNow();
    expect(after).toHaveLength(2);
    expect(after).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ measure: 'glucose', rule: 'HIGH' }),
        expect.objectContaining({ measure: 'spo2', rule: 'LOW', value: 84, limit: 90 }),
      ]),
    );
  });
});
