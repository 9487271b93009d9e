import { Messages } from '@clinicall/shared/messages';
import { Role } from '@clinicall/shared/roles';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { passcodes } from '../../db/schema/identity.js';
import { TEST_PASSWORD, createUser, latestMail } from '../../test-support/factories.js';
import { startSmtpListener } from '../../test-support/smtp-listener.js';
import { createTestApp, useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

const authenticate = (email: string, otp?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { email, password: TEST_PASSWORD },
    headers: otp ? { otp } : {},
  });

async function mailedCode(email: string) {
  const mail = await latestMail(ctx.app, email);
  const code = mail?.text.match(/passcode is (\d{6})/)?.[1];
  if (!code) throw new Error(`no passcode mail for ${email}`);
  return { code, mail };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('passcode step', () => {
  test('A7 an account with the passcode step answers action passcode and mails a 6-digit code', async () => {
    const user = await createUser(ctx.database.db, Role.provider, { passcodeRequired: true });
    const response = await authenticate(user.email);
    expect(response.json()).toEqual({ action: 'passcode' });
    const { code, mail } = await mailedCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.html).toContain(code);
    expect(mail?.subject).toContain('passcode');
  });

  test('the mailed code in the otp header answers a token, and works only once', async () => {
    const user = await createUser(ctx.database.db, Role.provider, { passcodeRequired: true });
    await authenticate(user.email);
    const { code } = await mailedCode(user.email);
    const response = await authenticate(user.email, code);
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeTypeOf('string');
    const again = await authenticate(user.email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('PASSCODE_EXPIRED');
  });

  test('A10 a wrong passcode shows "Incorrect Passcode"', async () => {
    const user = await createUser(ctx.database.db, Role.patient, { passcodeRequired: true });
    await authenticate(user.email);
    const { code } = await mailedCode(user.email);
    const response = await authenticate(user.email, wrongCode(code));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'BAD_PASSCODE',
      errorMessage: Messages.login.badPasscode,
    });
  });

  test('5 wrong passcodes invalidate the passcode: the right one is refused afterwards', async () => {
    const user = await createUser(ctx.database.db, Role.patient, { passcodeRequired: true });
    await authenticate(user.email);
    const { code } = await mailedCode(user.email);
    for (let i = 0; i < 5; i += 1) {
      const response = await authenticate(user.email, wrongCode(code));
      expect(response.json().code).toBe('BAD_PASSCODE');
    }
    const right = await authenticate(user.email, code);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({
      code: 'PASSCODE_EXPIRED',
      errorMessage: Messages.login.passcodeExpired,
    });
  });

  test('an expired passcode is refused', async () => {
    const user = await createUser(ctx.database.db, Role.patient, { passcodeRequired: true });
    await authenticate(user.email);
    const { code } = await mailedCode(user.email);
    await ctx.database.db
      .update(passcodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passcodes.userId, user.id));
    const response = await authenticate(user.email, code);
    expect(response.json().code).toBe('PASSCODE_EXPIRED');
  });

  test('A11 renewPasscode mails a new code and the old one stops working', async () => {
    const user = await createUser(ctx.database.db, Role.patient, { passcodeRequired: true });
    await authenticate(user.email);
    const { code: first } = await mailedCode(user.email);
    const renew = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/renewPasscode',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(renew.statusCode).toBe(200);
    const { code: second } = await mailedCode(user.email);
    if (first !== second) expect((await authenticate(user.email, first)).statusCode).toBe(401);
    expect((await authenticate(user.email, second)).statusCode).toBe(200);
  });

  test('renewPasscode with wrong credentials answers the login error and mails nothing', async () => {
    const user = await createUser(ctx.database.db, Role.patient, { passcodeRequired: true });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/renewPasscode',
      payload: { email: user.email, password: 'Wrong12345' },
    });
    expect(response.statusCode).toBe(401);
    expect(await latestMail(ctx.app, user.email)).toBeUndefined();
  });
});

describe('passcode mail over SMTP', () => {
  test('with SMTP_URL set the passcode mail reaches a real SMTP server with plain and HTML parts', async () => {
    const smtp = await startSmtpListener();
    const smtpCtx = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const user = await createUser(smtpCtx.database.db, Role.provider, { passcodeRequired: true });
      const response = await smtpCtx.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(response.json()).toEqual({ action: 'passcode' });
      await smtpCtx.app.jobs.drain();
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.to).toEqual([user.email]);
      expect(mail?.raw).toContain('Content-Type: text/plain');
      expect(mail?.raw).toContain('Content-Type: text/html');
      const code = mail?.raw.match(/passcode is (\d{6})/)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const signedIn = await smtpCtx.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { email: user.email, password: TEST_PASSWORD },
        headers: { otp: code ?? '' },
      });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await smtpCtx.close();
      await smtp.close();
    }
  });
});
