import { Messages } from '@clinicall/shared/messages';
import { Role } from '@clinicall/shared/roles';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { resetKeys } from '../../db/schema/identity.js';
import {
  TEST_PASSWORD,
  bearer,
  createUser,
  latestMail,
  signIn,
  createSignedInUser,
  accountStatus,
} from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

const NEW_PASSWORD = 'Brandnew456';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

const auditActions = async (userId: number) =>
  (await ctx.database.db.select().from(auditLog).where(eq(auditLog.userId, userId))).map(
    (r) => r.action,
  );

describe('change password', () => {
  test('A41 a valid change works, ends older sessions, and the new password signs in', async () => {
    const { user, token } = await createSignedInUser(ctx.app, Role.patient);
    const other = await signIn(ctx.app, user.email);
    const response = await post(
      '/api/account/change_password',
      { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      bearer(token),
    );
    expect(response.statusCode).toBe(200);
    for (const old of [token, other]) {
      expect(await accountStatus(ctx.app, old)).toBe(401);
    }
    await signIn(ctx.app, user.email, NEW_PASSWORD);
    expect(await auditActions(user.id)).toContain('password.change');
  });

  test('A41 the spec form with query parameters is accepted too', async () => {
    const { user, token } = await createSignedInUser(ctx.app, Role.provider);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/change_password?oldPassword=${TEST_PASSWORD}&newPassword=${NEW_PASSWORD}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    await signIn(ctx.app, user.email, NEW_PASSWORD);
  });

  test('A38 a weak new password is refused with the rule message and changes nothing', async () => {
    const { token } = await createSignedInUser(ctx.app, Role.patient);
    for (const weak of ['Short1', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const response = await post(
        '/api/account/change_password',
        { oldPassword: TEST_PASSWORD, newPassword: weak },
        bearer(token),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessage).toBe(Messages.password.rule);
    }
    expect(await accountStatus(ctx.app, token)).toBe(200);
  });

  test('A39 the existing password cannot be reused', async () => {
    const { token } = await createSignedInUser(ctx.app, Role.patient);
    const response = await post(
      '/api/account/change_password',
      { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
      bearer(token),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(Messages.password.sameAsExisting);
  });

  test('A37 a wrong existing password is refused', async () => {
    const { token } = await createSignedInUser(ctx.app, Role.patient);
    const response = await post(
      '/api/account/change_password',
      { oldPassword: 'NotMine123', newPassword: NEW_PASSWORD },
      bearer(token),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(Messages.password.existingWrong);
  });

  test('a change without the passwords answers 400 naming the field', async () => {
    const { token } = await createSignedInUser(ctx.app, Role.patient);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/change_password',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'oldPassword',
      'newPassword',
    ]);
  });

  test('changing the password needs a session', async () => {
    const response = await post('/api/account/change_password', {
      oldPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('first-time login', () => {
  test('A35 the forced change sets the password; the next sign-in answers a token', async () => {
    const user = await createUser(ctx.database.db, Role.provider, { mustChangePassword: true });
    const response = await post('/api/account/change_password/first_time', {
      email: user.email,
      oldPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    await signIn(ctx.app, user.email, NEW_PASSWORD);
    expect(await auditActions(user.id)).toContain('password.first-time');
  });

  test('A36 the first-time change with a wrong password answers an errorMessage', async () => {
    const user = await createUser(ctx.database.db, Role.provider, { mustChangePassword: true });
    const response = await post('/api/account/change_password/first_time', {
      email: user.email,
      oldPassword: 'Wrong12345',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorMessage).toBe(Messages.login.badCredentials);
  });

  test('an account without the first-time flag cannot use the first-time change', async () => {
    const user = await createUser(ctx.database.db, Role.provider);
    const response = await post('/api/account/change_password/first_time', {
      email: user.email,
      oldPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    await signIn(ctx.app, user.email, TEST_PASSWORD);
  });
});

describe('password reset', () => {
  async function requestKey(email: string) {
    const response = await post('/api/account/reset_password/init', { email });
    expect(response.statusCode).toBe(200);
    const mail = await latestMail(ctx.app, email);
    const key = mail?.text.match(/reset\/finish\?key=([\w%-]+)/)?.[1];
    if (!key) throw new Error('no reset mail');
    return { key: decodeURIComponent(key), mail };
  }

  test('A45 A47 A49 the reset round trip sets a new password and ends every session', async () => {
    const { user, token } = await createSignedInUser(ctx.app, Role.patient);
    const { key, mail } = await requestKey(user.email);
    expect(mail?.html).toContain('/reset/finish?key=');
    const lookup = await ctx.app.inject({ url: `/api/account/reset_password/mail/${key}` });
    expect(lookup.json()).toEqual({ email: user.email });
    const finish = await post('/api/account/reset_password/finish', {
      resetKey: key,
      password: NEW_PASSWORD,
    });
    expect(finish.statusCode).toBe(200);
    expect(await accountStatus(ctx.app, token)).toBe(401);
    await signIn(ctx.app, user.email, NEW_PASSWORD);
    expect(await auditActions(user.id)).toEqual(
      expect.arrayContaining(['password.reset-requested', 'password.reset']),
    );
  });

  test('A50 a used, unknown or expired key answers "An error was found during the request"', async () => {
    const user = await createUser(ctx.database.db, Role.patient);
    const { key } = await requestKey(user.email);
    await post('/api/account/reset_password/finish', { resetKey: key, password: NEW_PASSWORD });
    const reused = await post('/api/account/reset_password/finish', {
      resetKey: key,
      password: 'Another789',
    });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().errorMessage).toBe(Messages.reset.requestFailed);
    const unknown = await ctx.app.inject({ url: '/api/account/reset_password/mail/not-a-key' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe(Messages.reset.requestFailed);

    const second = await requestKey(user.email);
    await ctx.database.db
      .update(resetKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(resetKeys.userId, user.id)));
    const expired = await ctx.app.inject({ url: `/api/account/reset_password/mail/${second.key}` });
    expect(expired.statusCode).toBe(404);
    await signIn(ctx.app, user.email, NEW_PASSWORD);
  });

  test('A48 the reset password must follow the rule', async () => {
    const user = await createUser(ctx.database.db, Role.patient);
    const { key } = await requestKey(user.email);
    const response = await post('/api/account/reset_password/finish', {
      resetKey: key,
      password: 'weakpass',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(Messages.password.rule);
    expect(
      (await ctx.app.inject({ url: `/api/account/reset_password/mail/${key}` })).statusCode,
    ).toBe(200);
  });

  test('an unknown e-mail gets the same answer and no mail is sent', async () => {
    const response = await post('/api/account/reset_password/init', {
      email: 'ghost@test.example',
    });
    expect(response.statusCode).toBe(200);
    expect(await latestMail(ctx.app, 'ghost@test.example')).toBeUndefined();
  });
});
