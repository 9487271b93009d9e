import { createHmac } from 'node:crypto';
import { RoomClientEvent, RoomServerEvent } from '@clinicall/shared/rooms/signalling';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { pause } from '../../test-support/realtime-client.js';
import { ask, openRoomWorld, received, type RoomWorld } from '../../test-support/rooms.js';
import { iceServersFor, turnCredential } from './turn-credentials.js';

const TURN_SECRET = 'a-turn-secret-for-tests';
let room: RoomWorld;
let world: ClinicWorld;
let encounterId: number;
let otherEncounterId: number;

const inject = (token: string, method: 'GET' | 'PUT', path: string, payload?: object) =>
  room.app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  room = await openRoomWorld({
    app: {
      env: {
        STUN_URLS: 'stun:127.0.0.1:3478',
        TURN_URLS: 'turn:127.0.0.1:3478?transport=udp',
        TURN_SECRET,
        TURN_CREDENTIAL_TTL_SECONDS: '600',
      },
    },
    otherStatus: 'ACCEPTED',
  });
  ({ world, encounterId, otherEncounterId } = room);
});

afterAll(() => room.close());

describe('room URLs and room state', () => {
  test('D10 D2 the provider gets a room URL, and the patient of a started visit is told theirs', async () => {
    const patientSocket = await room.connect(world.patient.token);
    const pass = await room.passOf(world.provider.token, encounterId);
    expect(pass.length).toBeGreaterThan(10);
    const started = await patientSocket.next('APPOINTMENT_STARTED');
    expect(started).toMatchObject({ encounterId, type: 'APPOINTMENT_STARTED' });
    // Issue 19 path 7: no credential travels to the patient; their own session asks for their pass.
    expect((started as { roomUrl: string }).roomUrl).toBe(`/appointments/${encounterId}/room`);
  });

  test('D10 a non-participant is refused a room URL (403)', async () => {
    const res = await inject(
      world.otherProvider.token,
      'GET',
      `/api/encounterRoomUrl/${encounterId}`,
    );
    expect(res.statusCode).toBe(403);
    const patient = await inject(
      world.otherPatient.token,
      'GET',
      `/api/encounterRoomUrl/${encounterId}`,
    );
    expect(patient.statusCode).toBe(403);
  });

  test('D16 D17 the provider sends a room message to the waiting patient; patients may not', async () => {
    const patient = await room.connect(world.patient.token);
    const messages = received(patient, RoomServerEvent.message);
    const ack = await ask(patient, RoomClientEvent.join, {
      pass: await room.passOf(world.patient.token, encounterId),
    });
    expect(ack.ok).toBe(true);
    const state = await inject(world.provider.token, 'GET', `/api/rooms/encounter/${encounterId}`);
    expect(state.json()).toMatchObject({ encounterId, patientJoined: true });

    const sent = await inject(world.provider.token, 'PUT', '/api/rooms/message', {
      encounterId,
      message: 'Running five minutes late.',
      name: 'Dr. Provider',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ delivered: 1 });
    await expect
      .poll(() => messages)
      .toEqual([{ name: 'Dr. Provider', message: 'Running five minutes late.' }]);
    const byPatient = await inject(world.patient.token, 'PUT', '/api/rooms/message', {
      encounterId,
      message: 'Hello',
      name: '',
    });
    expect(byPatient.statusCode).toBe(403);
    const empty = await inject(world.provider.token, 'PUT', '/api/rooms/message', {
      encounterId,
      message: '  ',
    });
    expect(empty.statusCode).toBe(400);
    await ask(patient, RoomClientEvent.leave, {});
  });
});

describe('joining a room and signalling', () => {
  test('D4 the provider hears that the patient joined; a pass for another encounter or person is refused', async () => {
    const provider = await room.connect(world.provider.token);
    const patient = await room.connect(world.patient.token);
    const providerPass = await room.passOf(world.provider.token, encounterId);
    const otherPass = await room.passOf(world.otherPatient.token, otherEncounterId);

    expect(await ask(patient, RoomClientEvent.join, { pass: otherPass })).toEqual({
      ok: false,
      code: 'ROOM_PASS_INVALID',
    });
    expect(await ask(patient, RoomClientEvent.join, { pass: providerPass })).toEqual({
      ok: false,
      code: 'ROOM_PASS_INVALID',
    });
    expect(await ask(patient, RoomClientEvent.join, { pass: `${providerPass}x` })).toMatchObject({
      ok: false,
    });

    expect((await ask(provider, RoomClientEvent.join, { pass: providerPass })).ok).toBe(true);
    provider.events.length = 0;
    const joined = await ask(patient, RoomClientEvent.join, {
      pass: await room.passOf(world.patient.token, encounterId),
    });
    expect(joined.ok).toBe(true);
    expect((joined as { data: { peers: Array<{ side: string }> } }).data.peers).toEqual([
      expect.objectContaining({ side: 'provider', peerId: provider.socket.id }),
    ]);
    expect(await provider.next('APPOINTMENT_UPDATED')).toMatchObject({
      encounterId,
      patientJoined: true,
    });
    await ask(provider, RoomClientEvent.leave, {});
    await ask(patient, RoomClientEvent.leave, {});
  });

  test('signalling is relayed only within the room; malformed signalling is dropped', async () => {
    const provider = await room.connect(world.provider.token);
    const patient = await room.connect(world.patient.token);
    const outsider = await room.connect(world.otherPatient.token);
    await ask(provider, RoomClientEvent.join, {
      pass: await room.passOf(world.provider.token, encounterId),
    });
    await ask(patient, RoomClientEvent.join, {
      pass: await room.passOf(world.patient.token, encounterId),
    });
    await ask(outsider, RoomClientEvent.join, {
      pass: await room.passOf(world.otherPatient.token, otherEncounterId),
    });
    const atPatient = received(patient, RoomServerEvent.signal);
    const atProvider = received(provider, RoomServerEvent.signal);

    const offer = { type: 'offer', sdp: 'v=0\r\n' };
    expect(
      await ask(provider, RoomClientEvent.signal, { to: patient.socket.id, description: offer }),
    ).toEqual({ ok: true, data: { relayed: true } });
    await expect.poll(() => atPatient).toEqual([{ from: provider.socket.id, description: offer }]);

    // The outsider's own room has no such member: the provider never hears it.
    expect(
      (await ask(outsider, RoomClientEvent.signal, { to: provider.socket.id, description: offer }))
        .ok,
    ).toBe(true);
    const notJoined = await room.connect(world.patient.token);
    expect(
      await ask(notJoined, RoomClientEvent.signal, { to: provider.socket.id, description: offer }),
    ).toEqual({ ok: true, data: { relayed: false } });
    expect(
      await ask(provider, RoomClientEvent.signal, {
        to: patient.socket.id,
        description: { type: 'rollback-me', sdp: 'x' },
      }),
    ).toEqual({ ok: false, code: 'VALIDATION' });
    expect(
      await ask(provider, RoomClientEvent.signal, {
        to: patient.socket.id,
        candidate: { candidate: 'c' },
        extra: 'not allowed',
      }),
    ).toEqual({ ok: false, code: 'VALIDATION' });
    await pause(200);
    expect(atProvider).toEqual([]);
    expect(atPatient).toHaveLength(1);
  });
});

describe('ICE servers', () => {
  test('TURN credentials follow the TURN REST scheme and expire after the configured time', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await room.app.inject({
      method: 'POST',
      url: '/api/rooms/ice',
      headers: bearer(world.patient.token),
      payload: { pass: await room.passOf(world.patient.token, encounterId) },
    });
    expect(res.statusCode).toBe(200);
    const { iceServers, iceTransportPolicy } = res.json<{
      iceServers: Array<{ urls: string[]; username?: string; credential?: string }>;
      iceTransportPolicy: string;
    }>();
    expect(iceTransportPolicy).toBe('all');
    expect(iceServers[0]).toEqual({ urls: ['stun:127.0.0.1:3478'] });
    const turn = iceServers[1]!;
    expect(turn.urls).toEqual(['turn:127.0.0.1:3478?transport=udp']);
    const [expiry, id] = turn.username!.split(':');
    expect(id).toBe(String(world.patient.id));
    expect(Number(expiry) - before).toBeGreaterThanOrEqual(600);
    expect(Number(expiry) - before).toBeLessThanOrEqual(602);
    const expected = createHmac('sha1', TURN_SECRET).update(turn.username!).digest('base64');
    expect(turn.credential).toBe(expected);
    expect(JSON.stringify(res.json())).not.toContain(TURN_SECRET);
  });

  test('relay-only paths on request outside production, always when configured; no pass, no servers', async () => {
    const pass = await room.passOf(world.provider.token, encounterId);
    const relayed = await room.app.inject({
      method: 'POST',
      url: '/api/rooms/ice',
      headers: bearer(world.provider.token),
      payload: { pass, relay: true },
    });
    expect(relayed.json()).toMatchObject({ iceTransportPolicy: 'relay' });
    const ice = {
      stunUrls: [],
      turnUrls: ['turn:t'],
      turnSecret: 's',
      turnTtlSeconds: 60,
      transportPolicy: 'all' as const,
    };
    const now = new Date();
    const production = { ...ice, relayOnRequest: false };
    expect(iceServersFor(production, 'u', now, true).iceTransportPolicy).toBe('all');
    expect(
      iceServersFor({ ...production, transportPolicy: 'relay' }, 'u', now).iceTransportPolicy,
    ).toBe('relay');
    const forged = await room.app.inject({
      method: 'POST',
      url: '/api/rooms/ice',
      headers: bearer(world.provider.token),
      payload: { pass: `${pass}x` },
    });
    expect(forged.statusCode).toBe(403);
  });

  test('turnCredential is base64(HMAC-SHA1(secret, "expiry:id"))', () => {
    expect(turnCredential('s', 'u1', 1_700_000_000)).toEqual({
      username: '1700000000:u1',
      credential: createHmac('sha1', 's').update('1700000000:u1').digest('base64'),
    });
  });
});
