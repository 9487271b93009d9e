import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AccountSchema } from '@clinicall/shared/identity';
import { Role } from '@clinicall/shared/roles';
import { makeAccount } from '../test/render';
import { mockApi, apiError, sentRequests } from '../test/mock-api';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { getValidToken, setOtp, setToken } from './auth/auth-storage';
import { onSessionEnded } from './auth/session-events';

const hourFromNow = () => Date.now() + 3_600_000;

describe('api client', () => {
  let stopListening: () => void = () => undefined;
  const sessionEnded = vi.fn();

  beforeEach(() => {
    sessionEnded.mockReset();
    stopListening = onSessionEnded(sessionEnded);
  });
  afterEach(() => {
    stopListening();
  });

  test('A25 an unexpired stored token is sent as a bearer header', async () => {
    mockApi.post('/logout', () => undefined);
    setToken({ token: 'abc', expires: hourFromNow() });
    await apiRequest('/logout', { method: 'POST' });
    const [call] = sentRequests();
    expect(call?.headers.get('Authorization')).toBe('Bearer abc');
    expect(new URL(call?.url ?? '').pathname).toBe('/api/logout');
  });

  test('A25 an expired stored token is not sent', async () => {
    mockApi.get('/configs', () => ({
      sessionDuration: 900,
      encounterRange: 30,
      supportEmail: 'help@clinic.test',
      knowledgeBaseUrl: null,
      liveChatUrl: null,
    }));
    setToken({ token: 'old', expires: Date.now() - 1 });
    await apiRequest('/configs', { isPublic: true });
    expect(sentRequests()[0]?.headers.has('Authorization')).toBe(false);
  });

  test('A26 a stored otp rides along with every call', async () => {
    mockApi.get('/account', () => makeAccount([Role.patient]));
    mockApi.post('/logout', () => undefined);
    setOtp('123456');
    await apiRequest('/account');
    await apiRequest('/logout', { method: 'POST', body: {} });
    expect(sentRequests().map((call) => call.headers.get('otp'))).toEqual(['123456', '123456']);
  });

  test('A27 a 401 while an otp is stored ends the session and clears storage', async () => {
    mockApi.get('/account', () =>
      apiError(401, { code: 'UNAUTHORIZED', errorMessage: 'Unauthorized.' }),
    );
    setToken({ token: 'abc', expires: hourFromNow() });
    setOtp('123456');
    await expect(apiRequest('/account')).rejects.toBeInstanceOf(ApiError);
    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(getValidToken()).toBeNull();
    expect(localStorage.getItem('clinicall.otp')).toBeNull();
  });

  test('A5 a 401 from a public call such as sign-in is an answer, not a lost session', async () => {
    mockApi.post('/authenticate', () =>
      apiError(401, { code: 'BAD_CREDENTIALS', errorMessage: 'Incorrect Username or Password' }),
    );
    const failure = apiRequest('/authenticate', { method: 'POST', body: {}, isPublic: true });
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'BAD_CREDENTIALS' });
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  test('H2 a network failure becomes an unexpected ApiError with status 0', async () => {
    mockApi.get('/account', () => Response.error());
    const error: unknown = await apiRequest('/account').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).unexpected).toBe(true);
  });

  test('A28 answers are parsed with the shared schema', async () => {
    // A body the contract forbids, sent raw: exactly the drift the schema must catch.
    mockApi.get('/account', () => Response.json({ id: 1 }));
    await expect(apiRequest('/account', { schema: AccountSchema })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });
});
