import type { Account } from '@clinicall/shared/identity';
import { Role } from '@clinicall/shared/roles';
import { TimeZoneMessages } from '@clinicall/shared/time-zone';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/identity.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { TEST_PASSWORD, bearer, createUser, tokenFor } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: ClinicWorld;

const CHICAGO = 'America/Chicago';
const BERLIN = 'Europe/Berlin';

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
});

const storedZone = async (userId: number) =>
  (
    await ctx.app.db
      .select({ timeZone: users.timeZone, offset: users.timeZoneOffset })
      .from(users)
      .where(eq(users.id, userId))
  )[0];

const signInFrom = (email: string, timeZone: string, timeZoneOffset: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { email, password: TEST_PASSWORD, timeZone, timeZoneOffset },
  });

const account = async (token: string) =>
  (await ctx.app.inject({ url: '/api/account', headers: bearer(token) })).json<Account>();

const changeZone = (token: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/account/timeZone',
    headers: bearer(token),
    payload: payload as object,
  });

describe('sign-in proposes a zone, never replaces one (issue 21 defect 1)', () => {
  test('A4 a Chicago provider signing in from a Berlin browser keeps Chicago', async () => {
    const provider = await createUser(ctx.app.db, Role.provider, { timeZone: CHICAGO });
    const response = await signInFrom(provider.email, BERLIN, 60);
    expect(response.statusCode).toBe(200);
    expect(await storedZone(provider.id)).toMatchObject({ timeZone: CHICAGO });
    expect((await account(response.json<{ token: string }>().token)).timeZone).toBe(CHICAGO);
  });

  test('A4 the first sign-in of an account with no zone takes the browser’s zone and offset', async () => {
    const patient = await createUser(ctx.app.db, Role.patient);
    expect((await signInFrom(patient.email, 'America/New_York', -300)).statusCode).toBe(200);
    expect(await storedZone(patient.id)).toEqual({ timeZone: 'America/New_York', offset: -300 });
    // The next sign-in, from elsewhere, changes neither.
    expect((await signInFrom(patient.email, BERLIN, 60)).statusCode).toBe(200);
    expect(await storedZone(patient.id)).toEqual({ timeZone: 'America/New_York', offset: -300 });
  });
});

describe('PUT /api/account/timeZone: the user’s own choice', () => {
  test('the user changes their zone; the account answers it at once and the change is audited', async () => {
    const user = await createUser(ctx.app.db, Role.provider, { timeZone: CHICAGO });
    const token = await tokenFor(ctx.app, user.id);
    expect((await account(token)).timeZone).toBe(CHICAGO);

    const response = await changeZone(token, { timeZone: BERLIN });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Account>()).toMatchObject({ id: user.id, timeZone: BERLIN });
    expect((await account(token)).timeZone).toBe(BERLIN);
    expect((await storedZone(user.id))?.timeZone).toBe(BERLIN);

    const [row] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'account.time-zone-changed')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.detail).toEqual({ from: CHICAGO, to: BERLIN });
  });

  test('a zone that is no IANA name, or none at all, is refused with 400 and nothing changes', async () => {
    const token = world.patient.token;
    await ctx.app.db.update(users).set({ timeZone: CHICAGO }).where(eq(users.id, world.patient.id));
    for (const payload of [
      { timeZone: 'Mars/Olympus' },
      { timeZone: '+01:00' },
      { timeZone: '<script>alert(1)</script>' },
      { timeZone: 'x'.repeat(500) },
      { timeZone: 42 },
      {},
    ]) {
      const response = await changeZone(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    expect((await storedZone(world.patient.id))?.timeZone).toBe(CHICAGO);
  });

  test('A58 an assistant acting as the provider cannot change the provider’s zone', async () => {
    await ctx.app.db
      .update(users)
      .set({ timeZone: CHICAGO })
      .where(eq(users.id, world.provider.id));
    const minted = await ctx.app.inject({
      url: `/api/assistant/authenticate/${world.provider.id}`,
      headers: bearer(world.assistant.token),
    });
    const acting: string = minted.json().token;
    expect((await account(acting)).timeZone).toBe(CHICAGO);

    const response = await changeZone(acting, { timeZone: BERLIN });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'ACTING_TIME_ZONE_FORBIDDEN',
      errorMessage: TimeZoneMessages.actingRefused,
    });
    expect((await storedZone(world.provider.id))?.timeZone).toBe(CHICAGO);
  });

  test('without a session the change is refused with 401', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/timeZone',
      payload: { timeZone: BERLIN },
    });
    expect(response.statusCode).toBe(401);
  });
});
