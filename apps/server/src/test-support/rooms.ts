import type { RealtimeAck } from '@clinicall/shared/realtime';
import { expect } from 'vitest';
import type { App } from '../app.js';
import type { Executor } from '../db/database.js';
import { createClinicWorld } from './clinic-world.js';
import { bearer } from './factories.js';
import { connection, listen, realtimeClient, type TestClient } from './realtime-client.js';
import { insertEncounter } from './scheduling.js';
import { createTestApp } from './test-app.js';

/** A half-hour video visit five minutes from now; its provider has started it unless `status` says otherwise. */
export function insertVideoVisit(
  ex: Executor,
  people: { clinicId: number; providerId: number; patientId: number },
  status = 'PROVIDER_STARTED',
) {
  return insertEncounter(ex, {
    ...people,
    start: new Date(Date.now() + 5 * 60_000).toISOString(),
    minutes: 30,
    type: 'VIDEO',
    status,
  });
}

/** The room pass of `token`'s holder for an encounter: the last part of the room URL they are given. */
export async function roomPass(app: App, token: string, encounterId: number) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/encounterRoomUrl/${encounterId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ roomUrl: string }>().roomUrl.replace('/room/', '');
}

/** Sends a client event and answers the server's acknowledgement. */
export const ask = (client: TestClient, name: string, payload: unknown, timeoutMs = 3000) =>
  client.socket.timeout(timeoutMs).emitWithAck(name, payload) as Promise<RealtimeAck>;

/** Every message of `name` a client receives, from now on. */
export function received(client: TestClient, name: string) {
  const seen: unknown[] = [];
  client.socket.on(name, (payload: unknown) => seen.push(payload));
  return seen;
}

/**
 * A listening app with a clinic world and two video visits: the provider's with the patient, started,
 * and the other provider's with the other patient, in `otherStatus`. `connect` opens a socket that
 * `close` closes with the app.
 */
export async function openRoomWorld(options: {
  app?: Parameters<typeof createTestApp>[0];
  clinic?: Parameters<typeof createClinicWorld>[1];
  otherStatus: string;
}) {
  const target = await createTestApp(options.app);
  const { url } = await listen(target.app);
  const world = await createClinicWorld(target.app, options.clinic);
  const clinicId = world.clinic.id;
  const encounterId = await insertVideoVisit(target.app.db, {
    clinicId,
    providerId: world.provider.id,
    patientId: world.patient.id,
  });
  const otherEncounterId = await insertVideoVisit(
    target.app.db,
    { clinicId, providerId: world.otherProvider.id, patientId: world.otherPatient.id },
    options.otherStatus,
  );
  const clients: TestClient[] = [];
  return {
    app: target.app,
    url,
    world,
    encounterId,
    otherEncounterId,
    passOf: (token: string, id: number) => roomPass(target.app, token, id),
    async connect(credential: string | { pass: string }) {
      const client = realtimeClient(url, credential);
      clients.push(client);
      expect(await connection(client)).toBe('connected');
      return client;
    },
    async close() {
      for (const client of clients) client.close();
      await target.close();
    },
  };
}

export type RoomWorld = Awaited<ReturnType<typeof openRoomWorld>>;
