import { randomBytes } from 'node:crypto';
import { Role } from '@clinicall/shared/roles';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { bearer, createSignedInUser, createUser, signIn } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createTokenService } from '../sessions/token.service.js';

const ctx = useTestApp();

let next = 0;
/** Each story calls from its own address, so its audit rows are told apart by `ip`. */
const newAddress = () => `10.3.0.${++next}`;

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers, remoteAddress });

const rowsFrom = (ip: string, action?: string) =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(action ? and(eq(auditLog.ip, ip), eq(auditLog.action, action)) : eq(auditLog.ip, ip))
    .orderBy(auditLog.id);

describe('refusals the audit log records', () => {
  test('refused tokens (forged, expired, revoked) are recorded; a request without a token is not', async () => {
    const { user, token } = await createSignedInUser(ctx.app, Role.patient);
    const claims = await ctx.app.tokens.verify(token);
    if (!claims) throw new Error('token did not verify');
    const forged = await createTokenService(randomBytes(32)).sign(claims);
    const expired = await ctx.app.tokens.sign({ ...claims, expiresAt: Date.now() - 1000 });
    const revoked = await signIn(ctx.app, user.email);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(revoked) });

    const address = newAddress();
    for (const bad of [forged, expired, revoked]) {
      expect((await get('/api/account', address, bearer(bad))).statusCode).toBe(401);
    }
    expect((await get('/api/account', address)).statusCode).toBe(401);

    const rows = await rowsFrom(address);
    expect(rows.map((r) => [r.action, r.detail?.reason])).toEqual([
      ['auth.token-refused', 'invalid-token'],
      ['auth.token-refused', 'invalid-token'],
      ['auth.token-refused', 'session-not-live'],
    ]);
    expect(rows[2]?.detail).toMatchObject({ claimedUserId: user.id, route: '/api/account' });
  });

  test('403s of the access rules are recorded: a role refusal and a clinic refusal', async () => {
    const a = await createClinicWorld(ctx.app);
    const b = await createClinicWorld(ctx.app);
    const address = newAddress();
    expect(
      (await get('/api/assistant/providers', address, bearer(a.patient.token))).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/clinic/${a.clinic.id}/providers`, address, bearer(b.admin.token)))
        .statusCode,
    ).toBe(403);
    const rows = await rowsFrom(address, 'access.forbidden');
    expect(rows.map((r) => [r.userId, r.detail?.code])).toEqual([
      [a.patient.id, 'FORBIDDEN'],
      [b.admin.id, 'CLINIC_FORBIDDEN'],
    ]);
  });

  test("issue 19 path 11: another clinic's record answers 404 like a missing one, and is still recorded as refused, with the reason", async () => {
    const a = await createClinicWorld(ctx.app);
    const b = await createClinicWorld(ctx.app);
    const address = newAddress();
    const url = `/api/patient/${a.patient.id}/profile`;
    const foreign = await get(url, address, bearer(b.provider.token));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    const rows = await rowsFrom(address, 'access.forbidden');
    expect(rows.map((r) => [r.userId, r.detail])).toEqual([
      [
        b.provider.id,
        expect.objectContaining({
          code: 'CLINIC_FORBIDDEN',
          reason: expect.any(String),
          answered: 'NOT_FOUND',
        }),
      ],
    ]);
  });

  test('429s are recorded with the route', async () => {
    const address = newAddress();
    for (let i = 0; i <= 30; i += 1) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { email: `flood-${i}@test.example`, password: 'Wrong12345' },
        remoteAddress: address,
      });
    }
    const rows = await rowsFrom(address, 'request.rate-limited');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.detail).toMatchObject({ method: 'POST', route: '/api/authenticate' });
  });

  test('a flood of refusals from one address writes a bounded number of rows, then one suppression note', async () => {
    const user = await createUser(ctx.app.db, Role.patient);
    const forged = await createTokenService(randomBytes(32)).sign({
      userId: user.id,
      sessionId: 'made-up',
      expiresAt: Date.now() + 60_000,
    });
    const address = newAddress();
    for (let i = 0; i < 40; i += 1) {
      expect((await get('/api/account', address, bearer(forged))).statusCode).toBe(401);
    }
    expect(await rowsFrom(address, 'auth.token-refused')).toHaveLength(20);
    const suppressed = await rowsFrom(address, 'audit.suppressed');
    expect(suppressed.map((r) => r.detail?.action)).toEqual(['auth.token-refused']);
  });

  test('successful requests write nothing to the audit log', async () => {
    const { token } = await createSignedInUser(ctx.app, Role.provider);
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await get('/api/account', address, bearer(token))).statusCode).toBe(200);
    }
    expect(await rowsFrom(address)).toEqual([]);
  });
});
