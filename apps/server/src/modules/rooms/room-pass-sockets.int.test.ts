import { RoomClientEvent, RoomServerEvent } from '@clinicall/shared/rooms/signalling';
import type { RealtimeAck } from '@clinicall/shared/realtime';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import {
  connection,
  disconnection,
  pause,
  realtimeClient,
  type TestClient,
} from '../../test-support/realtime-client.js';
import { guestWithPass } from '../../test-support/room-guests.js';
import {
  ask,
  insertVideoVisit,
  openRoomWorld,
  received,
  type RoomWorld,
} from '../../test-support/rooms.js';

let room: RoomWorld;
let world: ClinicWorld;
let encounterId: number;
let otherEncounterId: number;

const peersOf = (ack: RealtimeAck) =>
  (ack as { data: { peers: Array<{ name: string; side: string }> } }).data.peers;

beforeAll(async () => {
  room = await openRoomWorld({
    app: { realtimeSessionCheckMs: 200 },
    clinic: { allowMuteAll: true },
    otherStatus: 'PROVIDER_STARTED',
  });
  ({ world, encounterId, otherEncounterId } = room);
  room.app.realtime.onClientEvent('test.session-only', z.object({}), () => 'reached');
});

afterAll(() => room.close());

const guest = (firstName: string, encounter = encounterId) =>
  guestWithPass(room.app, {
    encounterId: encounter,
    invitedById: world.provider.id,
    firstName,
    lastName: 'Guest',
  });

describe('guests in the room', () => {
  test('D18 two guests join with their passes alone; four participants see each other and signal', async () => {
    const provider = await room.connect(world.provider.token);
    const patient = await room.connect(world.patient.token);
    const [gina, gus] = [await guest('Gina'), await guest('Gus')];
    const ginaSocket = await room.connect({ pass: gina.pass });
    const gusSocket = await room.connect({ pass: gus.pass });

    const join = async (client: TestClient, pass: string) => {
      const ack = await ask(client, RoomClientEvent.join, { pass });
      expect(ack.ok).toBe(true);
      return peersOf(ack);
    };
    expect(await join(provider, await room.passOf(world.provider.token, encounterId))).toEqual([]);
    expect(await join(patient, await room.passOf(world.patient.token, encounterId))).toHaveLength(
      1,
    );
    expect(await join(ginaSocket, gina.pass)).toHaveLength(2);
    const seenByGus = await join(gusSocket, gus.pass);
    expect(seenByGus.map((p) => `${p.side}:${p.name}`).sort()).toEqual([
      'guest:Gina Guest',
      `patient:${world.patient.firstName} ${world.patient.lastName}`,
      `provider:${world.provider.firstName} ${world.provider.lastName}`,
    ]);

    const atGus = received(gusSocket, RoomServerEvent.signal);
    const atProvider = received(provider, RoomServerEvent.signal);
    const offer = { type: 'offer', sdp: 'v=0\r\n' };
    await ask(provider, RoomClientEvent.signal, { to: gusSocket.socket.id, description: offer });
    await ask(gusSocket, RoomClientEvent.signal, {
      to: provider.socket.id,
      description: { type: 'answer', sdp: 'v=0\r\n' },
    });
    await expect.poll(() => atGus).toEqual([{ from: provider.socket.id, description: offer }]);
    await expect.poll(() => atProvider).toHaveLength(1);
  });

  test('D18 a pass socket enters only its own pass’s room, as its own person', async () => {
    const gina = await guest('Gina');
    const other = await guest('Olga', otherEncounterId);
    const socket = await room.connect({ pass: gina.pass });
    const refused = { ok: false, code: 'ROOM_PASS_INVALID' };
    expect(await ask(socket, RoomClientEvent.join, { pass: other.pass })).toEqual(refused);
    const patientPass = await room.passOf(world.patient.token, encounterId);
    expect(await ask(socket, RoomClientEvent.join, { pass: patientPass })).toEqual(refused);
    expect((await ask(socket, RoomClientEvent.join, { pass: gina.pass })).ok).toBe(true);
    // A session socket cannot borrow a guest's pass either.
    const patient = await room.connect(world.patient.token);
    expect(await ask(patient, RoomClientEvent.join, { pass: gina.pass })).toEqual(refused);
  });

  test('D18 a pass opens no session: no per-user events, no other messages, no HTTP', async () => {
    // A room link's pass: the patient's one pass that opens a socket by itself.
    const patientPass = await room.app.roomPasses.issue({
      encounterId,
      participant: { kind: 'user', userId: world.patient.id },
    });
    const socket = await room.connect({ pass: patientPass });
    expect(await ask(socket, 'test.session-only', {})).toEqual({ ok: false, code: 'FORBIDDEN' });
    const session = await room.connect(world.patient.token);
    expect(await ask(session, 'test.session-only', {})).toEqual({ ok: true, data: 'reached' });
    room.app.realtime.toUser(world.patient.id, {
      type: 'UNREAD_COUNT',
      unreadCount: 3,
    });
    expect(await session.next('UNREAD_COUNT')).toMatchObject({ unreadCount: 3 });
    await pause(200);
    expect(socket.events).toEqual([]);

    const { pass } = await guest('Hank');
    for (const path of ['/api/account', `/api/encounterRoomUrl/${encounterId}`]) {
      const res = await room.app.inject({ method: 'GET', url: path, headers: bearer(pass) });
      expect(res.statusCode, path).toBe(401);
    }
  });

  test('D18 a forged, altered or withdrawn pass opens no socket', async () => {
    const { guestId, pass } = await guest('Wanda');
    for (const bad of [`${pass}x`, 'not-a-pass']) {
      expect(await connection(realtimeClient(room.url, { pass: bad }))).toBe('UNAUTHORIZED');
    }
    const removed = await room.app.inject({
      method: 'DELETE',
      url: `/api/encounters/${encounterId}/guests/${guestId}`,
      headers: bearer(world.provider.token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await connection(realtimeClient(room.url, { pass }))).toBe('UNAUTHORIZED');
  });
});

test('D18 withdrawing a guest ends their open socket at the next check', async () => {
  const { guestId, pass } = await guest('Walter');
  const socket = await room.connect({ pass });
  expect((await ask(socket, RoomClientEvent.join, { pass })).ok).toBe(true);
  const ended = disconnection(socket);
  const removed = await room.app.inject({
    method: 'DELETE',
    url: `/api/encounters/${encounterId}/guests/${guestId}`,
    headers: bearer(world.provider.token),
  });
  expect(removed.statusCode).toBe(204);
  expect(await ended).toBe('io server disconnect');
});

describe('mute-all', () => {
  test('I22 B25 the provider of a clinic that allows it mutes everyone else; nobody else may', async () => {
    const provider = await room.connect(world.provider.token);
    const patient = await room.connect(world.patient.token);
    const gina = await guest('Gina');
    const ginaSocket = await room.connect({ pass: gina.pass });
    const joined = await ask(provider, RoomClientEvent.join, {
      pass: await room.passOf(world.provider.token, encounterId),
    });
    expect(joined).toMatchObject({ ok: true, data: { canMuteAll: true } });
    const patientJoined = await ask(patient, RoomClientEvent.join, {
      pass: await room.passOf(world.patient.token, encounterId),
    });
    expect(patientJoined).toMatchObject({ ok: true, data: { canMuteAll: false } });
    await ask(ginaSocket, RoomClientEvent.join, { pass: gina.pass });
    const [atPatient, atGina, atProvider] = [patient, ginaSocket, provider].map((c) =>
      received(c, RoomServerEvent.muted),
    );

    expect(await ask(patient, RoomClientEvent.muteAll, {})).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(await ask(provider, RoomClientEvent.muteAll, {})).toEqual({ ok: true });
    const by = { by: `${world.provider.firstName} ${world.provider.lastName}` };
    await expect.poll(() => atPatient).toEqual([by]);
    await expect.poll(() => atGina).toEqual([by]);
    await pause(200);
    expect(atProvider).toEqual([]);
  });

  test('I22 without the clinic switch the provider cannot mute all', async () => {
    const plain = await createClinicWorld(room.app);
    const id = await insertVideoVisit(
      room.app.db,
      { clinicId: plain.clinic.id, providerId: plain.provider.id, patientId: plain.patient.id },
      'ACCEPTED',
    );
    const provider = await room.connect(plain.provider.token);
    const joined = await ask(provider, RoomClientEvent.join, {
      pass: await room.passOf(plain.provider.token, id),
    });
    expect(joined).toMatchObject({ ok: true, data: { canMuteAll: false } });
    expect(await ask(provider, RoomClientEvent.muteAll, {})).toEqual({
      ok: false,
      code: 'MUTE_ALL_DISABLED',
    });
  });
});
