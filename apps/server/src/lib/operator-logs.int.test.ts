import { Role } from '@clinicall/shared/roles';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.js';
import { createUser } from '../test-support/factories.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { createLogger } from './logger.js';
import { describeError } from './safe-error.js';

/** The production logger (JSON lines), writing into memory. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), {
    write: (line: string) => {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return { logger, lines, text: () => lines.map((line) => JSON.stringify(line)).join('\n') };
}

const opened: TestContext[] = [];
afterAll(async () => {
  for (const ctx of opened.reverse()) await ctx.close();
});

const signIn = (ctx: TestContext, email: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { email, password: 'Wrong12345' },
    remoteAddress: ip,
  });

describe('issue 24: logs an operator can use', { timeout: 120_000 }, () => {
  test('every request is logged by its route pattern, status and time, never by its path or query', async () => {
    const { logger, lines, text } = capturedLog();
    const ctx = await createTestApp({ logger });
    opened.push(ctx);
    await ctx.app.inject({ url: '/api/users/pat.doe%40clinic.example?password=Secret123' });
    const answered = lines.filter((line) => line.msg === 'request answered');
    expect(answered).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/users/:email', level: 30 }),
    ]);
    expect(typeof answered[0]?.ms).toBe('number');
    expect(text()).not.toMatch(/pat\.doe|Secret123/);
  });

  test('a lockout and a rate limit reached are logged once each, without the e-mail', async () => {
    const { logger, lines, text } = capturedLog();
    const ctx = await createTestApp({ logger, env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    opened.push(ctx);
    const user = await createUser(ctx.database.db, Role.patient);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await signIn(ctx, user.email, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 429, 429]);
    expect(lines.filter((line) => String(line.msg).startsWith('rate limit reached'))).toEqual([
      expect.objectContaining({ level: 40, limit: 'POST /api/authenticate', max: 2 }),
    ]);

    // Ten failures from ten addresses (each under its own limit) lock the account.
    const locker = await createTestApp({ logger, database: ctx.database });
    opened.push(locker);
    for (let i = 0; i < 10; i += 1) await signIn(locker, user.email, `10.0.1.${i}`);
    expect(lines.filter((line) => String(line.msg).startsWith('account locked'))).toEqual([
      expect.objectContaining({ level: 40, userId: user.id }),
    ]);
    expect(text().toLowerCase()).not.toContain(user.email.toLowerCase());
  });

  test('an error logged as already described keeps its description, not { type: "object" }', () => {
    const described = describeError(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    expect(describeError(described)).toBe(described);
    expect(describeError({ type: 'x', password: 'Secret123' })).toEqual({ type: 'object' });
    const { logger, lines } = capturedLog();
    logger.warn({ error: described }, 'health check: database did not answer');
    expect(lines[0]?.error).toMatchObject({
      type: 'Error',
      message: expect.stringContaining('ECONNREFUSED'),
    });
  });
});
