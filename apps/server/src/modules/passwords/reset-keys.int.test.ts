import { Role } from '@clinicall/shared/roles';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import {
  TEST_PASSWORD,
  bearer,
  createSignedInUser,
  createUser,
  latestMail,
} from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

async function requestKey(email: string) {
  expect((await post('/api/account/reset_password/init', { email })).statusCode).toBe(200);
  const key = (await latestMail(ctx.app, email))?.text.match(/key=([\w%-]+)/)?.[1];
  if (!key) throw new Error('no reset mail');
  return decodeURIComponent(key);
}

const lookup = async (key: string) =>
  (await ctx.app.inject({ url: `/api/account/reset_password/mail/${key}` })).statusCode;

const finish = (key: string, password: string) =>
  post('/api/account/reset_password/finish', { resetKey: key, password });

describe('older reset keys stop working', () => {
  test('issuing a new key retires the older ones', async () => {
    const user = await createUser(ctx.app.db, Role.patient);
    const older = await requestKey(user.email);
    const newer = await requestKey(user.email);
    expect(await lookup(older)).toBe(404);
    expect((await finish(older, 'Brandnew456')).statusCode).toBe(404);
    expect(await lookup(newer)).toBe(200);
  });

  test("using a key retires the user's other keys", async () => {
    const user = await createUser(ctx.app.db, Role.patient);
    const first = await requestKey(user.email);
    const second = await requestKey(user.email);
    // The older key was already retired by the newer; use the newer and try the older again.
    expect((await finish(second, 'Brandnew456')).statusCode).toBe(200);
    expect((await finish(first, 'Another789')).statusCode).toBe(404);
  });

  test('changing the password retires every reset key', async () => {
    const { user, token } = await createSignedInUser(ctx.app, Role.patient);
    const key = await requestKey(user.email);
    const change = await post(
      '/api/account/change_password',
      { oldPassword: TEST_PASSWORD, newPassword: 'Brandnew456' },
      bearer(token),
    );
    expect(change.statusCode).toBe(200);
    expect(await lookup(key)).toBe(404);
  });
});

describe('bad reset keys are audited', () => {
  test('an unknown key at lookup and at finish each leave a row', async () => {
    const address = '10.7.7.7';
    await ctx.app.inject({
      url: '/api/account/reset_password/mail/guessed-key',
      remoteAddress: address,
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/account/reset_password/finish',
      payload: { resetKey: 'guessed-key', password: 'Brandnew456' },
      remoteAddress: address,
    });
    const rows = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password.reset-key-invalid'), eq(auditLog.ip, address)));
    expect(rows.map((r) => r.detail?.step).sort()).toEqual(['finish', 'lookup']);
  });
});
