import { Messages } from '@clinicall/shared/messages';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });

const attempt = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

describe('rate limits', () => {
  test('authenticate answers 429 with a clear message after the limit, per e-mail', async () => {
    const payload = { email: 'limited@test.example', password: 'Wrong12345' };
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await attempt('/api/authenticate', payload)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt('/api/authenticate', payload);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      errorMessage: Messages.login.tooManyAttempts,
    });
    const otherEmail = await attempt('/api/authenticate', {
      ...payload,
      email: 'other@test.example',
    });
    expect(otherEmail.statusCode).toBe(401);
  });

  test('passcode renewal and reset requests are limited too', async () => {
    const renew = { email: 'renew@test.example', password: 'Wrong12345' };
    const renewStatuses = [];
    for (let i = 0; i < 3; i += 1) {
      renewStatuses.push((await attempt('/api/account/renewPasscode', renew)).statusCode);
    }
    expect(renewStatuses.at(-1)).toBe(429);
    const reset = { email: 'reset@test.example' };
    const resetStatuses = [];
    for (let i = 0; i < 4; i += 1) {
      resetStatuses.push((await attempt('/api/account/reset_password/init', reset)).statusCode);
    }
    expect(resetStatuses).toEqual([200, 200, 200, 429]);
  });
});
