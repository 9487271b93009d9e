import { randomBytes } from 'node:crypto';
import { RoomClientEvent, RoomServerEvent } from '@clinicall/shared/rooms/signalling';
import { REALTIME_RECONNECT_MS } from '@clinicall/shared/realtime';
import { describe, expect, test } from 'vitest';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { instanceHarness } from '../../test-support/instances.js';
import {
  connection,
  disconnection,
  listen,
  type TestClient,
} from '../../test-support/realtime-client.js';
import { REDIS_URL } from '../../test-support/redis.js';
import { guestWithPass } from '../../test-support/room-guests.js';
import { ask as askRoom, insertVideoVisit, received, roomPass } from '../../test-support/rooms.js';
import type { TestContext } from '../../test-support/test-app.js';

const harness = await instanceHarness();
const { redisUp, redisEnv } = harness;

async function connect(
  url: string,
  credential: string | { pass: string },
  options: { reconnectionDelay?: number } = {},
) {
  const client = harness.client(url, credential, options);
  expect(await connection(client)).toBe('connected');
  return client;
}

/** Acknowledgements cross two instances through Redis: they get more time. */
const ask = (client: TestClient, name: string, payload: unknown) =>
  askRoom(client, name, payload, 5000);

describe('a room across instances', { timeout: 60_000 }, () => {
  test.skipIf(!redisUp)(
    `D4 D16 D18 two instances on one database and Redis (${REDIS_URL}; skipped only when it is not reachable): members on either instance see each other, signal, hear room messages and leave`,
    async () => {
      const env = redisEnv;
      const first = await open(env);
      const second = await open(env, first);
      const [a, b] = [await listen(first.app), await listen(second.app)];
      const world = await createClinicWorld(first.app, { allowMuteAll: true });
      const encounterId = await insertVideoVisit(first.app.db, {
        clinicId: world.clinic.id,
        providerId: world.provider.id,
        patientId: world.patient.id,
      });
      const passOf = (app: TestContext, token: string) => roomPass(app.app, token, encounterId);

      const providerOnA = await connect(a.url, world.provider.token);
      const patientOnB = await connect(b.url, world.patient.token);
      const joinedPeers = received(providerOnA, RoomServerEvent.peerJoined);
      expect(
        (
          await ask(providerOnA, RoomClientEvent.join, {
            pass: await passOf(first, world.provider.token),
          })
        ).ok,
      ).toBe(true);
      const patientJoin = await ask(patientOnB, RoomClientEvent.join, {
        pass: await passOf(second, world.patient.token),
      });
      expect(patientJoin).toMatchObject({
        ok: true,
        data: { peers: [{ peerId: providerOnA.socket.id, side: 'provider' }] },
      });
      await expect
        .poll(() => joinedPeers)
        .toEqual([expect.objectContaining({ peerId: patientOnB.socket.id, side: 'patient' })]);
      expect(await providerOnA.next('APPOINTMENT_UPDATED')).toMatchObject({ patientJoined: true });

      // A guest's pass socket on the first instance joins too: three members on two instances.
      const guest = await guestWithPass(first.app, {
        encounterId,
        invitedById: world.provider.id,
        firstName: 'Gina',
        lastName: 'Guest',
      });
      const guestOnA = await connect(a.url, { pass: guest.pass });
      const guestJoin = await ask(guestOnA, RoomClientEvent.join, { pass: guest.pass });
      expect((guestJoin as { data: { peers: unknown[] } }).data.peers).toHaveLength(2);

      const atProvider = received(providerOnA, RoomServerEvent.signal);
      const atPatient = received(patientOnB, RoomServerEvent.signal);
      const offer = { type: 'offer', sdp: 'v=0\r\n' };
      await ask(patientOnB, RoomClientEvent.signal, {
        to: providerOnA.socket.id,
        description: offer,
      });
      await expect
        .poll(() => atProvider)
        .toEqual([{ from: patientOnB.socket.id, description: offer }]);
      const answer = { type: 'answer', sdp: 'v=0\r\n' };
      await ask(providerOnA, RoomClientEvent.signal, {
        to: patientOnB.socket.id,
        description: answer,
      });
      await expect
        .poll(() => atPatient)
        .toEqual([{ from: providerOnA.socket.id, description: answer }]);

      const messages = received(patientOnB, RoomServerEvent.message);
      const sent = await first.app.inject({
        method: 'PUT',
        url: '/api/rooms/message',
        headers: bearer(world.provider.token),
        payload: { encounterId, message: 'One moment.', name: 'Dr. A' },
      });
      expect(sent.json()).toEqual({ delivered: 3 });
      await expect.poll(() => messages).toEqual([{ name: 'Dr. A', message: 'One moment.' }]);

      const muted = received(patientOnB, RoomServerEvent.muted);
      expect(await ask(providerOnA, RoomClientEvent.muteAll, {})).toEqual({ ok: true });
      await expect.poll(() => muted).toHaveLength(1);

      const left = received(providerOnA, RoomServerEvent.peerLeft);
      const patientPeerId = patientOnB.socket.id;
      patientOnB.close();
      await expect.poll(() => left).toEqual([{ peerId: patientPeerId }]);
      await expect
        .poll(() => providerOnA.events.filter((e) => e.type === 'APPOINTMENT_UPDATED').at(-1))
        .toMatchObject({ patientJoined: false });
    },
  );
});

describe('a call across a server restart', { timeout: 60_000 }, () => {
  test('D7 the server restarts during a call: both sides reconnect on their own, rejoin with their passes and signal again', async () => {
    const before = await open({});
    const { url, port } = await listen(before.app);
    const world = await createClinicWorld(before.app);
    const encounterId = await insertVideoVisit(before.app.db, {
      clinicId: world.clinic.id,
      providerId: world.provider.id,
      patientId: world.patient.id,
    });
    const providerPass = await roomPass(before.app, world.provider.token, encounterId);
    const guest = await guestWithPass(before.app, {
      encounterId,
      invitedById: world.provider.id,
      firstName: 'Gina',
      lastName: 'Guest',
    });
    // The browser retries every REALTIME_RECONNECT_MS and joins again on each connect (RoomCall).
    expect(REALTIME_RECONNECT_MS).toBe(5000);
    const provider = await connect(url, world.provider.token, { reconnectionDelay: 200 });
    const guestSocket = await connect(url, { pass: guest.pass }, { reconnectionDelay: 200 });
    const rejoin = (client: TestClient, pass: string) =>
      client.socket.on('connect', () => void ask(client, RoomClientEvent.join, { pass }));
    rejoin(provider, providerPass);
    expect((await ask(provider, RoomClientEvent.join, { pass: providerPass })).ok).toBe(true);
    expect((await ask(guestSocket, RoomClientEvent.join, { pass: guest.pass })).ok).toBe(true);

    const lost = disconnection(guestSocket);
    await before.app.close();
    expect(await lost).toBe('transport close');
    const after = await open({}, before);
    const back = new Promise<void>((resolve) =>
      guestSocket.socket.once('connect', () => resolve()),
    );
    await listen(after.app, port);
    await back;
    // The provider's socket rejoined on its own; the guest's pass still opens the room.
    await expect
      .poll(async () => (await after.app.realtime.roomMembers(`encounter:${encounterId}`)).length)
      .toBe(1);
    const again = await ask(guestSocket, RoomClientEvent.join, { pass: guest.pass });
    expect(again).toMatchObject({
      ok: true,
      data: { peers: [{ peerId: provider.socket.id, side: 'provider' }] },
    });
    const atProvider = received(provider, RoomServerEvent.signal);
    const offer = { type: 'offer', sdp: 'v=0\r\n' };
    await ask(guestSocket, RoomClientEvent.signal, { to: provider.socket.id, description: offer });
    await expect
      .poll(() => atProvider)
      .toEqual([{ from: guestSocket.socket.id, description: offer }]);
  });
});

/** Instances behind one load balancer share their secrets, database and Redis. */
const secrets = { jwtSecret: randomBytes(32), hmacSecret: randomBytes(32) };

function open(env: Record<string, string>, shareWith?: TestContext) {
  return harness.open({
    env,
    ...secrets,
    ...(shareWith ? { database: shareWith.database } : {}),
  });
}
