import { randomBytes } from 'node:crypto';
import { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { users } from '../db/schema/identity.js';
import { createTokenService } from '../modules/identity/tokens.js';
import {
  bearer,
  createUser,
  signIn,
  createSignedInUser,
  accountStatus,
} from '../test-support/factories.js';
import { useTestApp } from '../test-support/test-app.js';

const ctx = useTestApp();

const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' ? '1' : 'x'));

/** The one explicit list of endpoints that answer without a token. */
const OPEN_ENDPOINTS = [
  'GET /api/configs',
  'GET /api/siteConfig',
  'POST /api/authenticate',
  'POST /api/account/renewPasscode',
  'POST /api/account/change_password/first_time',
  'POST /api/account/reset_password/init',
  'GET /api/account/reset_password/mail/:key',
  'POST /api/account/reset_password/finish',
  'GET /api/dev/outbox',
];

describe('access rules', () => {
  test('A61 the open endpoints are exactly the explicit list', () => {
    const open = ctx.app.routeAccess.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...OPEN_ENDPOINTS].sort());
  });

  test('every other endpoint refuses a request without a token, or with a malformed one', async () => {
    const guarded = ctx.app.routeAccess.filter((r) => !r.public);
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers,
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    }
  });

  test("a patient's token gets 403 on every endpoint reserved to other roles", async () => {
    const patient = await createUser(ctx.database.db, Role.patient);
    const token = await signIn(ctx.app, patient.email);
    const reserved = ctx.app.routeAccess.filter((r) => r.roles && !r.roles.includes(Role.patient));
    expect(reserved.length).toBeGreaterThan(0);
    for (const route of reserved) {
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: bearer(token),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  test('A25 a revoked token is refused: logout ends the session at once', async () => {
    const { user, token } = await createSignedInUser(ctx.app, Role.provider);
    const other = await signIn(ctx.app, user.email);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(await accountStatus(ctx.app, token)).toBe(401);
    expect(await accountStatus(ctx.app, other)).toBe(200);
  });

  test('A25 a token past its expiry is refused', async () => {
    const user = await createUser(ctx.database.db, Role.patient);
    await signIn(ctx.app, user.email);
    const expired = await ctx.app.tokens.sign({
      userId: user.id,
      sessionId: '00000000-0000-4000-8000-000000000000',
      expiresAt: Date.now() - 1000,
    });
    expect(await accountStatus(ctx.app, expired)).toBe(401);
  });

  test('a token signed with another secret is refused', async () => {
    const { token } = await createSignedInUser(ctx.app, Role.patient);
    const claims = await ctx.app.tokens.verify(token);
    if (!claims) throw new Error('own token did not verify');
    const forged = await createTokenService(randomBytes(32)).sign(claims);
    expect(await accountStatus(ctx.app, forged)).toBe(401);
  });

  test('deactivating an account refuses its live tokens', async () => {
    const { user, token } = await createSignedInUser(ctx.app, Role.provider);
    await ctx.database.db.update(users).set({ activated: false }).where(eq(users.id, user.id));
    expect(await accountStatus(ctx.app, token)).toBe(401);
  });
});
