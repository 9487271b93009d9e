import { Role } from '@clinicall/shared/roles';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sessions } from '../../db/schema/identity.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { accountStatus, bearer, createSignedInUser } from '../../test-support/factories.js';
import { createTestApp, useTestApp } from '../../test-support/test-app.js';

const IDLE = 900;
const ctx = useTestApp({ env: { SESSION_DURATION: String(IDLE) } });

const sessionIdOf = async (token: string) => {
  const claims = await ctx.app.tokens.verify(token);
  if (!claims) throw new Error('token did not verify');
  return claims.sessionId;
};

/** Pretends the session's last recorded activity was `seconds` ago. */
const idleFor = async (sessionId: string, seconds: number) =>
  ctx.app.db
    .update(sessions)
    .set({ lastSeenAt: sql.raw(`now() - interval '${seconds} seconds'`) })
    .where(eq(sessions.id, sessionId));

/** Seconds since the session's last recorded activity, measured by the database. */
const idleSeconds = async (sessionId: string) => {
  const [row] = await ctx.app.db
    .select({ idle: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})::float8` })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return Number(row?.idle);
};

describe('idle sessions', () => {
  test('the server refuses a token whose session was idle longer than SESSION_DURATION', async () => {
    const { token } = await createSignedInUser(ctx.app, Role.patient);
    await idleFor(await sessionIdOf(token), IDLE + 1);
    expect(await accountStatus(ctx.app, token)).toBe(401);
  });

  test('a request records activity once the recorded time is a tenth of the window old, not on every request', async () => {
    const { token } = await createSignedInUser(ctx.app, Role.patient);
    const id = await sessionIdOf(token);
    await idleFor(id, 30);
    expect(await accountStatus(ctx.app, token)).toBe(200);
    expect(await idleSeconds(id)).toBeGreaterThanOrEqual(30);

    await idleFor(id, IDLE - 10);
    expect(await accountStatus(ctx.app, token)).toBe(200);
    expect(await idleSeconds(id)).toBeLessThan(10);
    await idleFor(id, IDLE - 10);
    expect(await accountStatus(ctx.app, token)).toBe(200);
  });

  test("an acting session's activity keeps the assistant's own session alive; left idle, it ends", async () => {
    const world = await createClinicWorld(ctx.app);
    const acting = await ctx.app.inject({
      url: `/api/assistant/authenticate/${world.provider.id}`,
      headers: bearer(world.assistant.token),
    });
    const actingToken: string = acting.json().token;
    const own = await sessionIdOf(world.assistant.token);
    const actingId = await sessionIdOf(actingToken);

    await idleFor(own, IDLE - 10);
    await idleFor(actingId, IDLE - 10);
    expect(await accountStatus(ctx.app, actingToken)).toBe(200);
    expect(await idleSeconds(own)).toBeLessThan(10);

    await idleFor(actingId, IDLE + 1);
    expect(await accountStatus(ctx.app, actingToken)).toBe(401);
  });

  test('the idle limit holds on every instance: another instance on the same database refuses an idle token', async () => {
    const { token } = await createSignedInUser(ctx.app, Role.provider);
    const second = await createTestApp({
      env: { SESSION_DURATION: String(IDLE) },
      database: ctx.database,
    });
    try {
      // Tokens are signed per app in tests; the second instance gets the same secret's token.
      const claims = await ctx.app.tokens.verify(token);
      if (!claims) throw new Error('token did not verify');
      const shared = await second.app.tokens.sign(claims);
      expect(await accountStatus(second.app, shared)).toBe(200);
      await idleFor(claims.sessionId, IDLE + 1);
      expect(await accountStatus(second.app, shared)).toBe(401);
      expect(await accountStatus(ctx.app, token)).toBe(401);
    } finally {
      await second.close();
    }
  });
});
