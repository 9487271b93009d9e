import { randomBytes } from 'node:crypto';
import { REALTIME_RECONNECT_MS, type RealtimeEvent } from '@clinicall/shared/realtime';
import { Role } from '@clinicall/shared/roles';
import { Redis } from 'ioredis';
import { describe, expect, test } from 'vitest';
import { createUser, tokenFor } from '../../test-support/factories.js';
import { instanceHarness } from '../../test-support/instances.js';
import { connection, disconnection, listen } from '../../test-support/realtime-client.js';
import { REDIS_URL } from '../../test-support/redis.js';

const { redisUp, redisEnv, open, client: realtimeClient } = await instanceHarness();

/** Cuts the Redis connections named `name` (Redis restarted, as far as those clients can tell). */
async function cutRedisClients(name: string) {
  const admin = new Redis(redisEnv.REDIS_URL);
  try {
    const list = (await admin.client('LIST')) as string;
    const ids = list
      .split('\n')
      .filter((line) => line.includes(` name=${name} `))
      .map((line) => /^id=(\d+)/.exec(line)![1]!);
    for (const id of ids) await admin.client('KILL', 'ID', id);
    return ids.length;
  } finally {
    admin.disconnect();
  }
}

const started: RealtimeEvent = {
  type: 'APPOINTMENT_STARTED',
  encounterId: 11,
  roomUrl: '/room/11',
  message: 'Your provider started the appointment.',
};

describe('realtime across instances and restarts', { timeout: 60_000 }, () => {
  test.skipIf(!redisUp)(
    `D2 D4 two instances on one database and Redis (${REDIS_URL}; skipped only when it is not reachable): an event raised through one reaches a client connected to the other`,
    async () => {
      const env = redisEnv;
      const first = await open({ env });
      const second = await open({ env, database: first.database });
      const [a, b] = [await listen(first.app), await listen(second.app)];
      expect(a.port).not.toBe(b.port);
      const patient = await createUser(first.database.db, Role.patient);
      const provider = await createUser(first.database.db, Role.provider);
      const onSecond = realtimeClient(b.url, await tokenFor(second.app, patient.id));
      const providerOnFirst = realtimeClient(a.url, await tokenFor(first.app, provider.id));
      expect(await connection(onSecond)).toBe('connected');
      expect(await connection(providerOnFirst)).toBe('connected');

      first.app.realtime.toUser(patient.id, started);
      expect(await onSecond.next('APPOINTMENT_STARTED')).toEqual(started);
      const joined: RealtimeEvent = {
        type: 'APPOINTMENT_UPDATED',
        encounterId: 11,
        name: 'Test Patient',
        patientJoined: true,
      };
      second.app.realtime.toProvider(provider.id, joined);
      expect(await providerOnFirst.next('APPOINTMENT_UPDATED')).toEqual(joined);
      expect(onSecond.events).toHaveLength(1);
    },
  );

  test.skipIf(!redisUp)(
    'issue 24 the instances lost Redis and have it back: their clients are told to read again what they may have missed, and events cross instances again',
    async () => {
      const env = redisEnv;
      const first = await open({ env });
      const second = await open({ env, database: first.database });
      const b = await listen(second.app);
      const patient = await createUser(first.database.db, Role.patient);
      const onSecond = realtimeClient(b.url, await tokenFor(second.app, patient.id));
      expect(await connection(onSecond)).toBe('connected');

      // The subscriber connections of every instance on this file's prefix (these two among them).
      expect(await cutRedisClients(`${env.REDIS_KEY_PREFIX}:realtime-sub`)).toBeGreaterThanOrEqual(
        2,
      );
      expect(await onSecond.next('RESYNC', 10_000)).toEqual({ type: 'RESYNC' });
      // The socket itself never dropped: the gap was between the instances only.
      expect(onSecond.socket.connected).toBe(true);
      first.app.realtime.toUser(patient.id, started);
      expect(await onSecond.next('APPOINTMENT_STARTED')).toEqual(started);
      expect(onSecond.events.map((event) => event.type)).toEqual(['RESYNC', 'APPOINTMENT_STARTED']);
    },
  );

  test('D7 after a server restart the client reconnects on its own and receives events again', async () => {
    const jwtSecret = randomBytes(32);
    const before = await open({ jwtSecret });
    const { url, port } = await listen(before.app);
    const patient = await createUser(before.database.db, Role.patient);
    const token = await tokenFor(before.app, patient.id);
    // The browser retries every REALTIME_RECONNECT_MS; the test retries faster with the same policy.
    expect(REALTIME_RECONNECT_MS).toBe(5000);
    const client = realtimeClient(url, token, { reconnectionDelay: 200 });
    expect(await connection(client)).toBe('connected');

    const lost = disconnection(client);
    await before.app.close();
    expect(await lost).toBe('transport close');
    const after = await open({ jwtSecret, database: before.database });
    // 'connect' (not the manager's 'reconnect'): the handshake passed the token check again.
    const back = new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
    await listen(after.app, port);
    await back;
    after.app.realtime.toUser(patient.id, started);
    expect(await client.next('APPOINTMENT_STARTED')).toEqual(started);
  });
});
