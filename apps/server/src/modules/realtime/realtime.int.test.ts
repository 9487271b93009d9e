import { Role } from '@clinicall/shared/roles';
import type { RealtimeEvent } from '@clinicall/shared/realtime';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { sessions } from '../../db/schema/identity.js';
import { domainError } from '../../lib/domain-error.js';
import { bearer, createUser, tokenFor } from '../../test-support/factories.js';
import {
  connection,
  disconnection,
  listen,
  pause,
  realtimeClient,
  type TestClient,
} from '../../test-support/realtime-client.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

let target: TestContext | undefined;
let url = '';
const clients: TestClient[] = [];
const echoed: unknown[] = [];

beforeAll(async () => {
  target = await createTestApp({ realtimeSessionCheckMs: 200 });
  target.app.realtime.onClientEvent(
    'test.echo',
    z.object({ text: z.string().max(20) }),
    ({ text }, { identity }) => {
      echoed.push(text);
      if (text === 'refuse') throw domainError('FORBIDDEN');
      return { text, userId: identity.ctx.actor?.userId };
    },
  );
  ({ url } = await listen(target.app));
});

afterAll(async () => {
  for (const client of clients) client.close();
  await target?.close();
});

const app = () => {
  if (!target) throw new Error('the app is used before beforeAll ran');
  return target.app;
};

async function signedInUser(role: Role) {
  const user = await createUser(app().db, role);
  return { user, token: await tokenFor(app(), user.id) };
}

async function connected(token: string | undefined) {
  const client = realtimeClient(url, token);
  clients.push(client);
  expect(await connection(client)).toBe('connected');
  return client;
}

async function refused(token: string | undefined) {
  const client = realtimeClient(url, token);
  clients.push(client);
  return connection(client);
}

const started: RealtimeEvent = {
  type: 'APPOINTMENT_STARTED',
  encounterId: 7,
  roomUrl: '/room/7',
  message: 'Your provider started the appointment.',
};
const joined: RealtimeEvent = {
  type: 'APPOINTMENT_UPDATED',
  encounterId: 7,
  name: 'Pat Patient',
  patientJoined: true,
};

describe('realtime channel', () => {
  test('D1 a signed-in user connects with the same bearer token as HTTP', async () => {
    const { token } = await signedInUser(Role.patient);
    await connected(token);
    expect(app().realtime.localSocketCount()).toBeGreaterThan(0);
  });

  test('D1 a missing, forged, revoked or idle token is refused at the handshake', async () => {
    expect(await refused(undefined)).toBe('UNAUTHORIZED');
    expect(await refused('not-a-token')).toBe('UNAUTHORIZED');

    const loggedOut = await signedInUser(Role.patient);
    await app().inject({ method: 'POST', url: '/api/logout', headers: bearer(loggedOut.token) });
    expect(await refused(loggedOut.token)).toBe('UNAUTHORIZED');

    const idle = await signedInUser(Role.provider);
    const sessionId = (await app().tokens.verify(idle.token))?.sessionId ?? '';
    await app()
      .db.update(sessions)
      .set({ lastSeenAt: sql`now() - interval '30 days'` })
      .where(eq(sessions.id, sessionId));
    expect(await refused(idle.token)).toBe('UNAUTHORIZED');
  });

  test('D1 a token revoked while connected gets its socket disconnected at the next session check', async () => {
    const { token } = await signedInUser(Role.patient);
    const client = await connected(token);
    const gone = disconnection(client);
    await app().inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(await gone).toBe('io server disconnect');
  });

  test('D2 D3 D5 toUser reaches that user only, each event parsed against the shared union', async () => {
    const alice = await signedInUser(Role.patient);
    const bob = await signedInUser(Role.patient);
    const [toAlice, toBob] = [await connected(alice.token), await connected(bob.token)];
    app().realtime.toUser(alice.user.id, started);
    app().realtime.toUser(alice.user.id, { type: 'UNREAD_COUNT', unreadCount: 3 });
    app().realtime.toUser(alice.user.id, { type: 'NEW_MESSAGE', topicId: 4 });
    app().realtime.toUser(alice.user.id, { type: 'MSG_ENCOUNTER_CLOSED', topicId: 4 });
    expect(await toAlice.next('APPOINTMENT_STARTED')).toEqual(started);
    expect(await toAlice.next('UNREAD_COUNT')).toEqual({ type: 'UNREAD_COUNT', unreadCount: 3 });
    expect(await toAlice.next('NEW_MESSAGE')).toEqual({ type: 'NEW_MESSAGE', topicId: 4 });
    await toAlice.next('MSG_ENCOUNTER_CLOSED');
    await pause(200);
    expect(toBob.events).toEqual([]);
  });

  test('D4 toProvider reaches that provider only, not a patient nor another provider', async () => {
    const provider = await signedInUser(Role.provider);
    const other = await signedInUser(Role.provider);
    const patient = await signedInUser(Role.patient);
    const [own, otherClient, patientClient] = [
      await connected(provider.token),
      await connected(other.token),
      await connected(patient.token),
    ];
    app().realtime.toProvider(provider.user.id, joined);
    expect(await own.next('APPOINTMENT_UPDATED')).toEqual(joined);
    await pause(200);
    expect(otherClient.events).toEqual([]);
    expect(patientClient.events).toEqual([]);
  });

  test('D1 a client asking to join another user or provider room receives nothing of theirs', async () => {
    const victim = await signedInUser(Role.provider);
    const intruder = await signedInUser(Role.patient);
    const client = await connected(intruder.token);
    for (const name of ['join', 'subscribe', 'join-room']) {
      client.socket.emit(name, `user:${victim.user.id}`);
      client.socket.emit(name, { room: `provider:${victim.user.id}` });
    }
    await pause(100);
    app().realtime.toUser(victim.user.id, started);
    app().realtime.toProvider(victim.user.id, joined);
    await pause(300);
    expect(client.events).toEqual([]);
  });

  test('client events: a valid one reaches its handler with the socket context; malformed and unknown ones are dropped', async () => {
    const { user, token } = await signedInUser(Role.patient);
    const client = await connected(token);
    const ask = (name: string, payload: unknown) =>
      client.socket.timeout(2000).emitWithAck(name, payload) as Promise<unknown>;
    expect(await ask('test.echo', { text: 'hi' })).toEqual({
      ok: true,
      data: { text: 'hi', userId: user.id },
    });
    expect(await ask('test.echo', { text: 42 })).toEqual({ ok: false, code: 'VALIDATION' });
    expect(await ask('test.echo', { text: 'x'.repeat(21) })).toEqual({
      ok: false,
      code: 'VALIDATION',
    });
    expect(await ask('no.such.event', {})).toEqual({ ok: false, code: 'VALIDATION' });
    expect(await ask('test.echo', { text: 'refuse' })).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(echoed).toEqual(['hi', 'refuse']);
    expect(client.socket.connected).toBe(true);
  });

  test('emits never throw into the caller: an event failing the union is dropped, and afterCommit holds events of a failed transaction', async () => {
    const { user, token } = await signedInUser(Role.patient);
    const client = await connected(token);
    const realtime = app().realtime;
    expect(() => realtime.toUser(user.id, { type: 'UNREAD_COUNT', unreadCount: -1 })).not.toThrow();
    await expect(
      realtime.afterCommit(async (events) => {
        events.toUser(user.id, { type: 'NEW_MESSAGE', topicId: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const answer = await realtime.afterCommit((events) =>
      app().db.transaction(async () => {
        events.toUser(user.id, { type: 'NEW_MESSAGE', topicId: 2 });
        expect(client.events).toEqual([]);
        return 'committed';
      }),
    );
    expect(answer).toBe('committed');
    expect(await client.next('NEW_MESSAGE')).toEqual({ type: 'NEW_MESSAGE', topicId: 2 });
    await pause(100);
    expect(client.events).toHaveLength(1);
  });
});
