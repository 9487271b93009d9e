import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AccountSchema } from '@clinicall/shared/identity';
import { fetchReplies } from '../test/render';
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
    vi.unstubAllGlobals();
  });

  test('A25 an unexpired stored token is sent as a bearer header', async () => {
    const { calls, fetchMock } = fetchReplies([204, null]);
    vi.stubGlobal('fetch', fetchMock);
    setToken({ token: 'abc', expires: hourFromNow() });
    await apiRequest('/logout', { method: 'POST' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(calls[0]?.url).toBe('http://localhost/api/logout');
  });

  test('A25 an expired stored token is not sent', async () => {
    const { calls, fetchMock } = fetchReplies([204, null]);
    vi.stubGlobal('fetch', fetchMock);
    setToken({ token: 'old', expires: Date.now() - 1 });
    await apiRequest('/configs', { isPublic: true });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  test('A26 a stored otp rides along with every call', async () => {
    const { calls, fetchMock } = fetchReplies([204, null], [204, null]);
    vi.stubGlobal('fetch', fetchMock);
    setOtp('123456');
    await apiRequest('/a');
    await apiRequest('/b', { method: 'POST', body: {} });
    expect(calls.map((call) => call.headers.get('otp'))).toEqual(['123456', '123456']);
  });

  test('A27 a 401 while an otp is stored ends the session and clears storage', async () => {
    const { fetchMock } = fetchReplies([
      401,
      { code: 'UNAUTHORIZED', errorMessage: 'Unauthorized.' },
    ]);
    vi.stubGlobal('fetch', fetchMock);
    setToken({ token: 'abc', expires: hourFromNow() });
    setOtp('123456');
    await expect(apiRequest('/account')).rejects.toBeInstanceOf(ApiError);
    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(getValidToken()).toBeNull();
    expect(localStorage.getItem('clinicall.otp')).toBeNull();
  });

  test('A5 a 401 from a public call such as sign-in is an answer, not a lost session', async () => {
    const { fetchMock } = fetchReplies([
      401,
      { code: 'BAD_CREDENTIALS', errorMessage: 'Incorrect Username or Password' },
    ]);
    vi.stubGlobal('fetch', fetchMock);
    const failure = apiRequest('/authenticate', { method: 'POST', body: {}, isPublic: true });
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'BAD_CREDENTIALS' });
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  test('H2 a network failure becomes an unexpected ApiError with status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error: unknown = await apiRequest('/account').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).unexpected).toBe(true);
  });

  test('A28 answers are parsed with the shared schema', async () => {
    const { fetchMock } = fetchReplies([200, { id: 1 }]);
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/account', { schema: AccountSchema })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });
});
