import { IDEMPOTENCY_HEADER } from '@clinicall/shared/payments';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { messagesOf, pdfBytes } from '../../test-support/messaging.js';
import { multipart } from '../../test-support/multipart.js';
import {
  connection,
  listen,
  pause,
  realtimeClient,
  type TestClient,
} from '../../test-support/realtime-client.js';
import { offerTypes, setClinicFlags } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

describe('message encounters run in the inbox until a provider completes them', () => {
  let world: ClinicWorld;
  let url = '';
  const clients: TestClient[] = [];
  beforeAll(async () => {
    world = await createClinicWorld(ctx.app);
    await setClinicFlags(ctx.app.db, world.clinic.id, {
      isPatientScheduleAppointmentEnabled: true,
    });
    await offerTypes(ctx.app.db, world.provider.id, ['MESSAGE']);
    ({ url } = await listen(ctx.app));
  });
  afterAll(() => {
    for (const client of clients) client.close();
  });

  async function connected(token: string) {
    const client = realtimeClient(url, token);
    clients.push(client);
    expect(await connection(client)).toBe('connected');
    return client;
  }

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A patient books a message encounter; answers the encounter and its topic. */
  async function book() {
    const booked = await call(world.patient.token, 'POST', '/api/encounters/ownedbypatient', {
      type: 'MESSAGE',
      provider: { email: world.provider.email },
      patientPayment: { paymentType: 'INSURANCE' },
      patientEncounterSymptom: { preCondition: { description: 'Rash' } },
      message: { subject: 'Rash on my arm', messageBody: 'It itches since Monday.' },
    });
    expect(booked.statusCode).toBe(201);
    const encounter = booked.json<{ id: number; topicId: number | null }>();
    expect(encounter.topicId).not.toBeNull();
    return { id: encounter.id, topicId: encounter.topicId! };
  }

  const info = async (token: string, topicId: number) =>
    (await call(token, 'GET', `/api/simpleTopicInfo/${topicId}`)).json();

  test('C60 E21 booking a message encounter opens its topic for the provider and the patient', async () => {
    const { id, topicId } = await book();
    const topic = await info(world.provider.token, topicId);
    expect(topic).toMatchObject({
      subject: 'Rash on my arm',
      encounterId: id,
      encounterStatus: 'REQUESTED',
      messageUnread: true,
      canReply: true,
    });
    const messages = await messagesOf(ctx.app, world.provider, topicId);
    expect(messages.map((m) => m.body)).toEqual(['It itches since Monday.']);
  });

  test('E21 E22 E23 only the provider completes it; then replies are refused and the provider may print', async () => {
    const { id, topicId } = await book();
    await call(world.provider.token, 'POST', '/api/encounters/status', { id, status: 'ACCEPTED' });
    expect(await info(world.provider.token, topicId)).toMatchObject({
      canComplete: true,
      canPrint: false,
    });
    expect(await info(world.patient.token, topicId)).toMatchObject({ canComplete: false });

    const byPatient = await call(world.patient.token, 'POST', '/api/encounters/status', {
      id,
      status: 'FINISHED',
    });
    expect(byPatient.statusCode).toBe(403);

    const finished = await call(world.provider.token, 'POST', '/api/encounters/status', {
      id,
      status: 'FINISHED',
    });
    expect(finished.statusCode).toBe(200);
    expect(await info(world.provider.token, topicId)).toMatchObject({
      encounterStatus: 'FINISHED',
      canReply: false,
      canComplete: false,
      canPrint: true,
    });
    expect(await info(world.patient.token, topicId)).toMatchObject({
      canReply: false,
      canPrint: false,
    });
    for (const who of [world.patient, world.provider]) {
      const reply = await call(who.token, 'POST', '/api/replyMessage', {
        topicId,
        body: 'One more thing',
      });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().code).toBe('ENCOUNTER_FINISHED');
    }
  });

  test('issue 24 E22 a reply with a file sent again with its key after the encounter was finished answers the reply it posted; a new one is refused', async () => {
    const { id, topicId } = await book();
    await call(world.provider.token, 'POST', '/api/encounters/status', { id, status: 'ACCEPTED' });
    const replyWithFile = (key: string) => {
      const form = multipart([
        { name: 'topicId', value: String(topicId) },
        { name: 'body', value: 'The photo of the rash.' },
        { name: 'files', fileName: 'rash.pdf', content: pdfBytes() },
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/replyMessage/uploadFile',
        headers: { ...bearer(world.patient.token), ...form.headers, [IDEMPOTENCY_HEADER]: key },
        payload: form.payload,
      });
    };
    const first = await replyWithFile('late-retry-key-0001');
    expect(first.statusCode, first.body).toBe(201);
    await call(world.provider.token, 'POST', '/api/encounters/status', { id, status: 'FINISHED' });
    const retry = await replyWithFile('late-retry-key-0001');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const fresh = await replyWithFile('late-retry-key-0002');
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().code).toBe('ENCOUNTER_FINISHED');
    const bodies = (await messagesOf(ctx.app, world.provider, topicId)).map((m) => m.body);
    expect(bodies).toEqual(['It itches since Monday.', 'The photo of the rash.']);
  });

  test('E22 D5 completing it tells every subscriber MSG_ENCOUNTER_CLOSED live, and nobody else', async () => {
    const { id, topicId } = await book();
    await call(world.provider.token, 'POST', '/api/encounters/status', { id, status: 'ACCEPTED' });
    const [patient, provider, outsider] = [
      await connected(world.patient.token),
      await connected(world.provider.token),
      await connected(world.otherPatient.token),
    ];
    const finished = await call(world.provider.token, 'POST', '/api/encounters/status', {
      id,
      status: 'FINISHED',
    });
    expect(finished.statusCode).toBe(200);
    const closed = { type: 'MSG_ENCOUNTER_CLOSED', topicId };
    expect(await patient.next('MSG_ENCOUNTER_CLOSED')).toEqual(closed);
    expect(await provider.next('MSG_ENCOUNTER_CLOSED')).toEqual(closed);
    await pause(200);
    expect(outsider.events).toEqual([]);
  });
});
