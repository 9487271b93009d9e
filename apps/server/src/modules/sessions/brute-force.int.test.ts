import { SignInLimits } from '@clinicall/shared/constants';
import { Messages } from '@clinicall/shared/messages';
import { Role } from '@clinicall/shared/roles';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { mailOutbox } from '../../db/schema/mail.js';
import {
  TEST_PASSWORD,
  bearer,
  createSignedInUser,
  createUser,
  latestMail,
} from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

let nextAddress = 0;
/** A fresh client address per story, so the per-address cap of one story never meets another's. */
const newAddress = () => `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const signIn = (email: string, password: string, remoteAddress: string, otp?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { email, password },
    headers: otp ? { otp } : {},
    remoteAddress,
  });

const post = (url: string, payload: object, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

const lockMails = async (to: string) => {
  await ctx.app.jobs.drain();
  return ctx.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, '%paused%')));
};

const audited = async (action: string, userId: number) =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.userId, userId)));

async function failSignIns(email: string, times: number, addresses: string[]) {
  for (let i = 0; i < times; i += 1) {
    const response = await signIn(email, 'Wrong12345', addresses[i % addresses.length]!);
    expect(response.json().code).toBe('BAD_CREDENTIALS');
  }
}

async function mailedCode(email: string) {
  const code = (await latestMail(ctx.app, email))?.text.match(/passcode is (\d{6})/)?.[1];
  if (!code) throw new Error(`no passcode mail for ${email}`);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// Each story checks a dozen passwords or more, and each check costs an argon2 hash.
describe('per-account lock', { timeout: 90_000 }, () => {
  test('failures from three addresses lock the account: the right password is refused, the owner is mailed once, the lock is audited', async () => {
    const user = await createUser(ctx.app.db, Role.patient);
    const addresses = [newAddress(), newAddress(), newAddress()];
    await failSignIns(user.email, SignInLimits.lockAfterFailures, addresses);

    const right = await signIn(user.email, TEST_PASSWORD, newAddress());
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      errorMessage: Messages.login.accountLocked,
    });
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(user.email, 'Wrong12345', addresses[0]!)).json().code).toBe(
        'ACCOUNT_LOCKED',
      );
    }
    const mails = await lockMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${SignInLimits.lockMinutes} minutes`);
    expect(await audited('login.locked', user.id)).toHaveLength(1);
  });

  test('a successful sign-in starts the count over: only failures in a row lock', async () => {
    const user = await createUser(ctx.app.db, Role.patient);
    const address = newAddress();
    await failSignIns(user.email, SignInLimits.lockAfterFailures - 1, [address]);
    expect((await signIn(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    await failSignIns(user.email, SignInLimits.lockAfterFailures - 1, [address]);
    expect((await signIn(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    await failSignIns(user.email, SignInLimits.lockAfterFailures, [address]);
    expect((await signIn(user.email, TEST_PASSWORD, address)).json().code).toBe('ACCOUNT_LOCKED');
  });

  test('an unknown e-mail locks exactly like an account, so a lock does not reveal that an account exists', async () => {
    const email = 'nobody-here@test.example';
    await failSignIns(email, SignInLimits.lockAfterFailures, [newAddress(), newAddress()]);
    expect((await signIn(email, 'Whatever123', newAddress())).json().code).toBe('ACCOUNT_LOCKED');
    expect(await lockMails(email)).toHaveLength(0);
  });

  test('wrong first-time changes count towards the lock like wrong sign-ins', async () => {
    const user = await createUser(ctx.app.db, Role.provider, { mustChangePassword: true });
    for (let i = 0; i < SignInLimits.lockAfterFailures; i += 1) {
      const response = await post(
        '/api/account/change_password/first_time',
        { email: user.email, oldPassword: 'Wrong12345', newPassword: 'Brandnew456' },
        newAddress(),
      );
      expect(response.json().code).toBe('BAD_CREDENTIALS');
    }
    const right = await post(
      '/api/account/change_password/first_time',
      { email: user.email, oldPassword: TEST_PASSWORD, newPassword: 'Brandnew456' },
      newAddress(),
    );
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
  });

  test('a password reset through the mailed key lifts the lock', async () => {
    const user = await createUser(ctx.app.db, Role.patient);
    await failSignIns(user.email, SignInLimits.lockAfterFailures, [newAddress()]);
    expect((await signIn(user.email, TEST_PASSWORD, newAddress())).json().code).toBe(
      'ACCOUNT_LOCKED',
    );
    await post('/api/account/reset_password/init', { email: user.email }, newAddress());
    const mail = await latestMail(ctx.app, user.email);
    const key = mail?.text.match(/key=([\w%-]+)/)?.[1];
    const finish = await post(
      '/api/account/reset_password/finish',
      { resetKey: decodeURIComponent(key ?? ''), password: 'Brandnew456' },
      newAddress(),
    );
    expect(finish.json()).toEqual({});
    expect((await signIn(user.email, 'Brandnew456', newAddress())).statusCode).toBe(200);
  });
});

describe('per-address cap', { timeout: 90_000 }, () => {
  test('one address that fails sign-ins for many e-mails is answered 429 RATE_LIMITED, other addresses are not', async () => {
    const address = newAddress();
    for (let i = 0; i < SignInLimits.addressFailures; i += 1) {
      const response = await signIn(`spray-${i}@test.example`, 'Wrong12345', address);
      expect(response.json().code).toBe('BAD_CREDENTIALS');
    }
    const user = await createUser(ctx.app.db, Role.patient);
    const capped = await signIn(user.email, TEST_PASSWORD, address);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('RATE_LIMITED');
    expect((await signIn(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200);
  });
});

describe('passcode step', () => {
  test('a renewal does not refresh the wrong-passcode budget: after 5 wrong codes across renewals the right one is refused and renewal answers 429', async () => {
    const user = await createUser(ctx.app.db, Role.provider, { passcodeRequired: true });
    const address = newAddress();
    await signIn(user.email, TEST_PASSWORD, address);
    const first = await mailedCode(user.email);
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(user.email, TEST_PASSWORD, address, wrongCode(first))).json().code).toBe(
        'BAD_PASSCODE',
      );
    }
    const renew = { email: user.email, password: TEST_PASSWORD };
    expect((await post('/api/account/renewPasscode', renew, address)).statusCode).toBe(200);
    const second = await mailedCode(user.email);
    for (let i = 0; i < SignInLimits.passcodeFailures - 3; i += 1) {
      expect(
        (await signIn(user.email, TEST_PASSWORD, address, wrongCode(second))).json().code,
      ).toBe('BAD_PASSCODE');
    }
    const right = await signIn(user.email, TEST_PASSWORD, address, second);
    expect(right.json().code).toBe('PASSCODE_EXPIRED');
    const again = await post('/api/account/renewPasscode', renew, address);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RATE_LIMITED');
  });

  test('passcode mails are limited per account (the sign-in step plus 3 renewals per window), and the refusal is audited', async () => {
    const user = await createUser(ctx.app.db, Role.provider, { passcodeRequired: true });
    const renew = { email: user.email, password: TEST_PASSWORD };
    expect((await signIn(user.email, TEST_PASSWORD, newAddress())).json()).toEqual({
      action: 'passcode',
    });
    for (let i = 1; i < SignInLimits.passcodeMails; i += 1) {
      expect((await post('/api/account/renewPasscode', renew, newAddress())).statusCode).toBe(200);
    }
    const refused = await post('/api/account/renewPasscode', renew, newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(await audited('login.passcode-limited', user.id)).toHaveLength(1);
    const renewals = (await audited('login.passcode-sent', user.id)).filter(
      (row) => row.detail?.renewal === true,
    );
    expect(renewals).toHaveLength(SignInLimits.passcodeMails - 1);
  });
});

describe('change password with a session', () => {
  test('wrong existing passwords are audited and capped per account: then even the right one answers 429', async () => {
    const { user, token } = await createSignedInUser(ctx.app, Role.patient);
    const change = (oldPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/change_password',
        payload: { oldPassword, newPassword: 'Brandnew456' },
        headers: bearer(token),
      });
    for (let i = 0; i < SignInLimits.changePasswordFailures; i += 1) {
      expect((await change('NotMine123')).json().code).toBe('WRONG_EXISTING_PASSWORD');
    }
    const right = await change(TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('RATE_LIMITED');
    expect(await audited('password.change-failed', user.id)).toHaveLength(
      SignInLimits.changePasswordFailures,
    );
  });
});
