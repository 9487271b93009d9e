import type { RealtimeEvent } from '@clinicall/shared/realtime';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { setClinicSwitches } from '../../test-support/clinic-switches.js';
import {
  deliver,
  enrol,
  issueSecret,
  partnerId,
  reading,
  useMonitoringPartner,
} from '../../test-support/monitoring.js';
import { listen, realtimeClient, type TestClient } from '../../test-support/realtime-client.js';
import { useTestApp } from '../../test-support/test-app.js';
import { readersOf } from './reading-readers.js';

const ctx = useTestApp();
const key = 'remotecare';
let world: ClinicWorld;
let other: ClinicWorld;
let off: ClinicWorld;
let secret: string;
let url: string;
const clients: TestClient[] = [];

const arrived = (patientId: number): RealtimeEvent => ({ type: 'RPM_READINGS', patientId });
const news = (client: TestClient) => client.events.filter((e) => e.type === 'RPM_READINGS');
const pulseOf = (patientId: number) => reading(patientId, 'pulse', { pulse: 72 }, 'bpm');

async function connected(token: string) {
  const client = realtimeClient(url, token);
  clients.push(client);
  await new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
  return client;
}

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  other = await createClinicWorld(ctx.app);
  off = await createClinicWorld(ctx.app);
  for (const w of [world, other, off]) {
    await useMonitoringPartner(ctx.app, w.clinic.id, key);
    await enrol(ctx.app, { key, patientId: w.patient.id, clinicId: w.clinic.id });
  }
  await setClinicSwitches(ctx.app.db, off.clinic.id, { allowRemotePatientMonitoring: false });
  secret = await issueSecret(ctx.app, key);
  ({ url } = await listen(ctx.app));
});

afterAll(() => {
  for (const client of clients) client.close();
});

describe('new readings reach the open tabs that may show them (issue 23)', () => {
  test('issue 23 the readers of a patient’s readings: the providers of the patient’s clinics that use the partner with monitoring on, nobody else', async () => {
    const partner = await partnerId(ctx.app, key);
    const readers = await readersOf(ctx.app.db, partner, [world.patient.id, off.patient.id]);
    expect(readers.map((r) => [r.patientId, r.providerId]).sort()).toEqual(
      [
        [world.patient.id, world.provider.id],
        [world.patient.id, world.otherProvider.id],
      ].sort(),
    );
    // Another partner's readings of the same patient: the clinic does not use it.
    expect(
      await readersOf(ctx.app.db, await partnerId(ctx.app, 'strados'), [world.patient.id]),
    ).toEqual([]);
  });

  test('issue 23 a delivery tells the patient’s providers (native and FHIR); not a provider of another clinic, not another clinic’s patient’s provider, not a patient', async () => {
    const provider = await connected(world.provider.token);
    const colleague = await connected(world.otherProvider.token);
    const stranger = await connected(other.provider.token);
    const patient = await connected(world.patient.token);

    // In this order: each socket receives its events in the order they were sent, so once the
    // last one it should receive is there, one it should not have received would be there too.
    expect(
      (await deliver(ctx.app, key, secret, { readings: [pulseOf(other.patient.id)] })).statusCode,
    ).toBe(200);
    const fhir = await deliver(
      ctx.app,
      key,
      secret,
      {
        resourceType: 'Observation',
        id: `fhir-live-${Date.now()}`,
        status: 'final',
        code: { coding: [{ system: 'http://loinc.org', code: '8867-4' }] },
        subject: { reference: `Patient/${world.patient.id}` },
        effectiveDateTime: new Date().toISOString(),
        valueQuantity: { value: 71, unit: '/min', code: '/min' },
      },
      { contentType: 'application/fhir+json' },
    );
    expect(fhir.statusCode, fhir.body).toBe(200);
    expect(
      (await deliver(ctx.app, key, secret, { readings: [pulseOf(other.patient.id)] })).statusCode,
    ).toBe(200);

    await vi.waitFor(() => expect(provider.events).toContainEqual(arrived(world.patient.id)));
    await vi.waitFor(() => expect(colleague.events).toContainEqual(arrived(world.patient.id)));
    await vi.waitFor(() => expect(news(stranger)).toHaveLength(2));
    expect(provider.events).not.toContainEqual(arrived(other.patient.id));
    expect(colleague.events).not.toContainEqual(arrived(other.patient.id));
    expect(news(stranger)).toEqual([arrived(other.patient.id), arrived(other.patient.id)]);
    // The patient's socket joins no provider's room: nothing of this reaches it.
    expect(news(patient)).toEqual([]);
  });

  test('issue 23 a delivery of nothing new (a partner’s retry) tells nobody; a clinic with monitoring off is not told', async () => {
    const offProvider = await connected(off.provider.token);
    const provider = await connected(world.provider.token);
    const once = pulseOf(world.patient.id);
    expect(
      (await deliver(ctx.app, key, secret, { readings: [pulseOf(off.patient.id)] })).statusCode,
    ).toBe(200);
    expect((await deliver(ctx.app, key, secret, { readings: [once] })).statusCode).toBe(200);
    await vi.waitFor(() => expect(news(provider)).toHaveLength(1));
    const retry = await deliver(ctx.app, key, secret, { readings: [once] });
    expect(retry.json()).toMatchObject({ stored: 0, duplicates: 1 });
    // A sentinel after the retry: once it is there, an event of the retry would be too.
    expect(
      (await deliver(ctx.app, key, secret, { readings: [pulseOf(world.patient.id)] })).statusCode,
    ).toBe(200);
    await vi.waitFor(() => expect(news(provider)).toHaveLength(2));
    expect(news(provider)).toEqual([arrived(world.patient.id), arrived(world.patient.id)]);
    expect(news(offProvider)).toEqual([]);
  });
});
