import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { SignInLimits } from '@clinicall/shared/constants';
import { Role } from '@clinicall/shared/roles';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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
const redisEnv = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
let first: TestContext | undefined;
let second: TestContext | undefined;
let redisDown: TestContext | undefined;

// Three instances of one installation, on one database: two share the local Redis, and one
// points at port 9 (discard), where no Redis answers and every command fails at once.
beforeAll(async () => {
  first = await createTestApp({ env: redisEnv });
  second = await createTestApp({ env: redisEnv, database: first.database });
  redisDown = await createTestApp({
    env: { REDIS_URL: 'redis://127.0.0.1:9', REDIS_KEY_PREFIX: prefix },
    database: first.database,
  });
});

afterAll(async () => {
  await redisDown?.close();
  await second?.close();
  await first?.close();
  if (!redisUp) return;
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const started = (target: TestContext | undefined) => {
  if (!target) throw new Error('the instances are used before beforeAll ran');
  return target;
};

const signIn = (target: TestContext, email: string, password: string) =>
  target.app.inject({ method: 'POST', url: '/api/authenticate', payload: { email, password } });

// Each test signs in a dozen times, and each check of a password costs an argon2 hash.
describe('limits shared by several instances', { timeout: 120_000 }, () => {
  test.skipIf(!redisUp)(
    `failures counted on one instance lock the account on the other (Redis at ${REDIS_URL}; skipped only when it is not reachable)`,
    async () => {
      const [a, b] = [started(first), started(second)];
      const user = await createUser(a.database.db, Role.patient);
      for (let i = 0; i < SignInLimits.lockAfterFailures; i += 1) {
        expect((await signIn(a, user.email, 'Wrong12345')).json().code).toBe('BAD_CREDENTIALS');
      }
      const onSecond = await signIn(b, user.email, TEST_PASSWORD);
      expect(onSecond.statusCode).toBe(429);
      expect(onSecond.json().code).toBe('ACCOUNT_LOCKED');
    },
  );

  test('with Redis unreachable the limits fall back to process memory: no request fails, accounts still lock', async () => {
    const target = started(redisDown);
    const user = await createUser(target.database.db, Role.patient);
    for (let i = 0; i < SignInLimits.lockAfterFailures; i += 1) {
      expect((await signIn(target, user.email, 'Wrong12345')).json().code).toBe('BAD_CREDENTIALS');
    }
    expect((await signIn(target, user.email, TEST_PASSWORD)).json().code).toBe('ACCOUNT_LOCKED');
    const other = await createUser(target.database.db, Role.patient);
    expect((await signIn(target, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
