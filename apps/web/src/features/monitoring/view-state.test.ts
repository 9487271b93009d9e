import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { viewState } from './view-state';

const pending = { status: 'pending' as const, error: null };
const ok = { status: 'success' as const, error: null };
const failed = (status: number, code = 'INTERNAL') => ({
  status: 'error' as const,
  error: new ApiError(status, { code: code as 'INTERNAL', errorMessage: 'x' }),
});

describe('a partner view’s state', () => {
  test('G5 G10 loading until the lookup answers; a found patient shows data', () => {
    expect(viewState(pending, pending)).toBe('loading');
    expect(viewState(ok, pending)).toBe('data');
  });

  test('G9 G10 a 404 checks the sign-up: sent shows the thank-you, 404 the form, else an error', () => {
    const missing = failed(404, 'NOT_FOUND');
    expect(viewState(missing, pending)).toBe('loading');
    expect(viewState(missing, ok)).toBe('sent');
    expect(viewState(missing, failed(404, 'NOT_FOUND'))).toBe('signup');
    expect(viewState(missing, failed(500))).toBe('error');
  });

  test('G10 G11 the partner not set up for the clinic is "not configured"; other failures errors', () => {
    expect(viewState(failed(403, 'MONITORING_OFF'), pending)).toBe('not-configured');
    expect(viewState(failed(404, 'NOT_FOUND'), failed(403, 'MONITORING_OFF'))).toBe(
      'not-configured',
    );
    expect(viewState(failed(500), pending)).toBe('error');
    expect(viewState(failed(0, 'NETWORK_ERROR'), pending)).toBe('error');
  });
});
