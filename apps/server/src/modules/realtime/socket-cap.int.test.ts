import { randomBytes } from 'node:crypto';
import { Role } from '@clinicall/shared/roles';
import { TOO_MANY_SOCKETS, tooManySocketsMessage } from '@clinicall/shared/realtime';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { createUser, tokenFor } from '../../test-support/factories.js';
import { instanceHarness } from '../../test-support/instances.js';
import {
  connection,
  disconnection,
  listen,
  type TestClient,
} from '../../test-support/realtime-client.js';
import { REDIS_URL } from '../../test-support/redis.js';
import type { Database } from '../../db/database.js';

const { redisUp, redisEnv, open, client } = await instanceHarness();
const CAP = { REALTIME_SOCKETS_PER_USER: '2' };

/** The refusal's `data`, as the browser's `connect_error` sees it. */
const refusalOf = (c: TestClient) =>
  new Promise<{ message: string; data: unknown }>((resolve) => {
    c.socket.once('connect_error', (error: Error & { data?: unknown }) =>
      resolve({ message: error.message, data: error.data }),
    );
  });

const refusalsAudited = (database: Database, userId: number) =>
  database.db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'realtime.too-many-sockets')));

describe('issue 19 path 11: a cap on sockets per user', { timeout: 60_000 }, () => {
  test('the socket beyond REALTIME_SOCKETS_PER_USER is refused with a reason and audited; others are not affected, and a closed one frees its place', async () => {
    const ctx = await open({ env: CAP });
    const { url } = await listen(ctx.app);
    const patient = await createUser(ctx.database.db, Role.patient);
    const other = await createUser(ctx.database.db, Role.patient);
    const token = await tokenFor(ctx.app, patient.id);

    const [first, second] = [client(url, token), client(url, token)];
    expect(await connection(first)).toBe('connected');
    expect(await connection(second)).toBe('connected');
    const third = client(url, token);
    const refused = await refusalOf(third);
    expect(refused).toEqual({
      message: TOO_MANY_SOCKETS,
      data: { code: TOO_MANY_SOCKETS, message: tooManySocketsMessage(2) },
    });
    expect(third.socket.connected).toBe(false);
    expect(await refusalsAudited(ctx.database, patient.id)).toEqual([
      { detail: { open: 2, cap: 2 } },
    ]);
    // Still delivered to the two it holds; another user connects as before.
    expect(await connection(client(url, await tokenFor(ctx.app, other.id)))).toBe('connected');

    const closed = disconnection(first);
    first.close();
    await closed.catch(() => undefined);
    await expect.poll(() => ctx.app.realtime.localSocketCount()).toBe(2);
    expect(await connection(client(url, token))).toBe('connected');
  });

  test('handshakes sent all at once cannot slip past the cap together', async () => {
    const ctx = await open({ env: CAP });
    const { url } = await listen(ctx.app);
    const patient = await createUser(ctx.database.db, Role.patient);
    const token = await tokenFor(ctx.app, patient.id);
    const burst = Array.from({ length: 6 }, () => client(url, token));
    const outcomes = await Promise.all(burst.map((c) => connection(c)));
    expect(outcomes.filter((o) => o === 'connected')).toHaveLength(2);
    expect(outcomes.filter((o) => o === TOO_MANY_SOCKETS)).toHaveLength(4);
  });

  test.skipIf(!redisUp)(
    `the cap holds across two instances sharing Redis (${REDIS_URL}; skipped only when it is not reachable)`,
    async () => {
      const env = { ...redisEnv, ...CAP };
      // One installation: both instances accept the same session token.
      const jwtSecret = randomBytes(32);
      const first = await open({ env, jwtSecret });
      const second = await open({ env, jwtSecret, database: first.database });
      const [a, b] = [await listen(first.app), await listen(second.app)];
      const patient = await createUser(first.database.db, Role.patient);
      const token = await tokenFor(first.app, patient.id);
      expect(await connection(client(a.url, token))).toBe('connected');
      expect(await connection(client(b.url, token))).toBe('connected');
      expect(await connection(client(a.url, token))).toBe(TOO_MANY_SOCKETS);
      expect(await connection(client(b.url, token))).toBe(TOO_MANY_SOCKETS);
    },
  );
});
