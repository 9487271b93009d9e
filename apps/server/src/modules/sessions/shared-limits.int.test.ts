import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { SignInLimits } from '@clinicall/shared/constants';
import { Role } from '@clinicall/shared/roles';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';
import { TEST_PASSWORD, createUser } from '../../test-support/factories.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

const redisUp = await reachable(6379);
/** Every run counts under its own prefix, so runs and other test files never share counters. */
const prefix = `clinicall-test-${randomBytes(6).toString('hex')}`;
const opened: TestContext[] = [];

afterAll(async () => {
  for (const app of opened.reverse()) await app.close();
  if (!redisUp) return;
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

async function open(options: Parameters<typeof createTestApp>[0]) {
  const app = await createTestApp(options);
  opened.push(app);
  return app;
}

const signIn = (target: TestContext, email: string, password: string) =>
  target.app.inject({ method: 'POST', url: '/api/authenticate', payload: { email, password } });

describe('limits shared by several instances', () => {
  test.skipIf(!redisUp)(
    `failures counted on one instance lock the account on the other (Redis at ${REDIS_URL}; skipped only when it is not reachable)`,
    async () => {
      const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
      const first = await open({ env });
      const second = await open({ env, database: first.database });
      const user = await createUser(first.database.db, Role.patient);
      for (let i = 0; i < SignInLimits.lockAfterFailures; i += 1) {
        expect((await signIn(first, user.email, 'Wrong12345')).json().code).toBe('BAD_CREDENTIALS');
      }
      const onSecond = await signIn(second, user.email, TEST_PASSWORD);
      expect(onSecond.statusCode).toBe(429);
      expect(onSecond.json().code).toBe('ACCOUNT_LOCKED');
    },
  );

  test('with Redis unreachable the limits fall back to process memory: no request fails, accounts still lock', async () => {
    // Port 9 (discard) has no Redis: every command fails at once and the memory counters answer.
    const target = await open({
      env: { REDIS_URL: 'redis://127.0.0.1:9', REDIS_KEY_PREFIX: prefix },
    });
    const user = await createUser(target.database.db, Role.patient);
    for (let i = 0; i < SignInLimits.lockAfterFailures; i += 1) {
      expect((await signIn(target, user.email, 'Wrong12345')).json().code).toBe('BAD_CREDENTIALS');
    }
    const right = await signIn(target, user.email, TEST_PASSWORD);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    const other = await createUser(target.database.db, Role.patient);
    expect((await signIn(target, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
