import { SignInLimits } from '@clinicall/shared/constants';
import { Role } from '@clinicall/shared/roles';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';
import { TEST_PASSWORD, createUser } from '../../test-support/factories.js';
import {
  REDIS_URL,
  dropRedisKeys,
  redisReachable,
  testRedisPrefix,
} from '../../test-support/redis.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

const redisUp = await redisReachable();
const opened: TestContext[] = [];
const prefixes: string[] = [];

afterAll(async () => {
  for (const ctx of opened.reverse()) await ctx.close();
  if (redisUp) for (const prefix of prefixes) await dropRedisKeys(prefix);
});

/**
 * Two instances of one installation (one database, one HMAC secret) on the local Redis, under a
 * key prefix of this test's own, so no other test's counters meet them.
 */
async function twoInstances(env: Record<string, string> = {}) {
  const prefix = testRedisPrefix();
  prefixes.push(prefix);
  const shared = { REDIS_URL, REDIS_KEY_PREFIX: prefix, ...env };
  const first = await createTestApp({ env: shared });
  opened.push(first);
  const second = await createTestApp({ env: shared, database: first.database });
  opened.push(second);
  return { first, second, prefix };
}

const post = (target: TestContext, url: string, payload: object) =>
  target.app.inject({ method: 'POST', url, payload });
const signIn = (target: TestContext, email: string, password: string) =>
  post(target, '/api/authenticate', { email, password });

async function redisKeys(prefix: string) {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    const values = await Promise.all(keys.map((key) => redis.get(key).catch(() => '')));
    return [...keys, ...values.map(String)].join('\n');
  } finally {
    redis.disconnect();
  }
}

// Each test signs in a dozen times, and each check of a password costs an argon2 hash.
describe('limits shared by several instances', { timeout: 120_000 }, () => {
  test.skipIf(!redisUp)(
    `failures counted on one instance lock the account on the other (Redis at ${REDIS_URL}; skipped only when it is not reachable)`,
    async () => {
      const { first: a, second: b } = await twoInstances();
      const user = await createUser(a.database.db, Role.patient);
      for (let i = 0; i < SignInLimits.lockAfterFailures; i += 1) {
        expect((await signIn(a, user.email, 'Wrong12345')).json().code).toBe('BAD_CREDENTIALS');
      }
      const onSecond = await signIn(b, user.email, TEST_PASSWORD);
      expect(onSecond.statusCode).toBe(429);
      expect(onSecond.json().code).toBe('ACCOUNT_LOCKED');
    },
  );

  test.skipIf(!redisUp)(
    'issue 24: AUTH_RATE_LIMIT_PER_MINUTE=3 holds across two instances for sign-in, reset and passcode; Redis holds no e-mail address',
    async () => {
      const {
        first: a,
        second: b,
        prefix,
      } = await twoInstances({
        AUTH_RATE_LIMIT_PER_MINUTE: '3',
      });
      const user = await createUser(a.database.db, Role.patient);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await signIn(i % 2 === 0 ? a : b, user.email, 'Wrong12345')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);

      const reset = { email: user.email };
      const resets: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        resets.push(
          (await post(i % 2 === 0 ? a : b, '/api/account/reset_password/init', reset)).statusCode,
        );
      }
      expect(resets.slice(0, 3).every((status) => status !== 429)).toBe(true);
      expect(resets[3]).toBe(429);

      // The passcode route allows half as many (rounded up): 2 a minute here.
      const renew = { email: user.email, password: 'Wrong12345' };
      const renewals: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        renewals.push(
          (await post(i % 2 === 0 ? a : b, '/api/account/renewPasscode', renew)).statusCode,
        );
      }
      expect(renewals[2]).toBe(429);

      const stored = await redisKeys(prefix);
      expect(stored).toContain(`${prefix}:route:POST /api/authenticate`);
      expect(stored).toContain(`${prefix}:account-failures`);
      expect(stored.toLowerCase()).not.toContain(user.email.toLowerCase());
      expect(stored).not.toContain('@');
      expect(stored).not.toContain('127.0.0.1');
    },
  );

  test('with Redis unreachable the limits fall back to process memory: no request fails, accounts still lock', async () => {
    // Port 9 (discard): no Redis answers there and every command fails at once.
    const target = await createTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:9', REDIS_KEY_PREFIX: testRedisPrefix() },
    });
    opened.push(target);
    const user = await createUser(target.database.db, Role.patient);
    for (let i = 0; i < SignInLimits.lockAfterFailures; i += 1) {
      expect((await signIn(target, user.email, 'Wrong12345')).json().code).toBe('BAD_CREDENTIALS');
    }
    expect((await signIn(target, user.email, TEST_PASSWORD)).json().code).toBe('ACCOUNT_LOCKED');
    const other = await createUser(target.database.db, Role.patient);
    expect((await signIn(target, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
