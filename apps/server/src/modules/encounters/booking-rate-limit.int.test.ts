import { randomBytes } from 'node:crypto';
import { SchedulingMessages } from '@clinicall/shared/scheduling/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import { multipart } from '../../test-support/multipart.js';
import {
  appointmentsOf,
  halfHours,
  requestVisit,
  sellVisits,
} from '../../test-support/open-requests.js';
import {
  REDIS_URL,
  dropRedisKeys,
  redisReachable,
  testRedisPrefix,
} from '../../test-support/redis.js';
import { createTestApp, useTestApp } from '../../test-support/test-app.js';

const PER_MINUTE = 4;
const time = pinnedClock('2026-03-09T09:30:00Z');
const limits = {
  BOOKING_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
  // The caps have their own test file: here every call that passes the limit is booked.
  BOOKING_OPEN_REQUESTS_PER_PROVIDER: '100',
  BOOKING_OPEN_REQUESTS_OVERALL: '100',
};
const ctx = useTestApp({ clock: time.clock, env: limits });

const redisUp = await redisReachable();
/** This run's own Redis keys, removed at the end. */
const prefix = testRedisPrefix();

afterAll(async () => {
  if (redisUp) await dropRedisKeys(prefix);
});

describe('issue 19 path 6: booking calls are rate limited per account', () => {
  test('C60 issue 19 path 6: past the limit a patient’s booking calls answer 429 with a clear message and book nothing; another account books on', async () => {
    const world = await createClinicWorld(ctx.app);
    const visit = await sellVisits(ctx.app, world);
    const starts = halfHours('2026-03-11T08:00:00Z', PER_MINUTE + 2);
    const statuses: number[] = [];
    let limited;
    for (const start of starts) {
      const response = await requestVisit(ctx.app, world.patient.token, {
        provider: world.provider,
        visit,
        start,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response;
    }
    expect(statuses).toEqual([...Array<number>(PER_MINUTE).fill(201), 429, 429]);
    expect(limited?.json()).toEqual({
      code: 'BOOKING_RATE_LIMITED',
      errorMessage: SchedulingMessages.bookingTooFast,
    });
    const retryAfter = Number(limited?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await appointmentsOf(ctx.app, world.provider.id)).toBe(PER_MINUTE);

    const refusals = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'request.rate-limited'), eq(auditLog.userId, world.patient.id)),
      );
    expect(refusals).toHaveLength(2);

    const other = await requestVisit(ctx.app, world.otherPatient.token, {
      provider: world.provider,
      visit,
      start: starts.at(-1)!,
    });
    expect(other.statusCode, other.body).toBe(201);
  });

  test('C60 issue 19 path 6: the booking variants with attachments count against the same minute', async () => {
    const world = await createClinicWorld(ctx.app);
    const visit = await sellVisits(ctx.app, world);
    const withFiles = () => {
      // A booking JSON the schema refuses: the call is counted before its body is read.
      const form = multipart([{ name: 'request', value: JSON.stringify({ type: 'MESSAGE' }) }]);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/encounters/ownedbypatient/files',
        headers: { ...bearer(world.patient.token), ...form.headers },
        payload: form.payload,
      });
    };
    const statuses: number[] = [];
    for (let call = 0; call < PER_MINUTE; call += 1) statuses.push((await withFiles()).statusCode);
    statuses.push((await withFiles()).statusCode);
    const json = await requestVisit(ctx.app, world.patient.token, {
      provider: world.provider,
      visit,
      start: halfHours('2026-03-11T08:00:00Z', 1)[0]!,
    });
    statuses.push(json.statusCode);
    expect(statuses).toEqual([...Array<number>(PER_MINUTE).fill(400), 429, 429]);
    expect(await appointmentsOf(ctx.app, world.provider.id)).toBe(0);
  });

  test.skipIf(!redisUp)(
    'issue 19 path 6: with Redis the limit holds across instances: calls spread over two instances share one count',
    async () => {
      const env = { ...limits, REDIS_URL, REDIS_KEY_PREFIX: prefix };
      // One installation: the instances share the database and accept each other's tokens.
      const jwtSecret = randomBytes(32);
      const first = await createTestApp({ clock: time.clock, env, jwtSecret });
      const second = await createTestApp({
        clock: time.clock,
        env,
        jwtSecret,
        database: first.database,
      });
      try {
        const world = await createClinicWorld(first.app);
        const visit = await sellVisits(first.app, world);
        const starts = halfHours('2026-03-11T08:00:00Z', PER_MINUTE + 1);
        const statuses: number[] = [];
        for (const [i, start] of starts.entries()) {
          const instance = i % 2 === 0 ? first : second;
          const response = await requestVisit(instance.app, world.patient.token, {
            provider: world.provider,
            visit,
            start,
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([...Array<number>(PER_MINUTE).fill(201), 429]);
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});
