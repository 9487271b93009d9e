import type { AuthenticateRequest, AuthenticateResponse } from '@clinicall/shared/identity';
import { apiRequest } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';
import { identitySchemas } from './identity-schemas';

export interface Credentials {
  email: string;
  password: string;
}

/** A4; with `otp` it completes the passcode step by resending the same credentials (A7). */
export function authenticate(
  credentials: Credentials,
  otp?: string,
): Promise<AuthenticateResponse> {
  const body: AuthenticateRequest = { ...credentials, ...browserTimeZone() };
  return apiRequest('/authenticate', {
    method: 'POST',
    body,
    headers: otp === undefined ? {} : { otp },
    isPublic: true,
    schema: identitySchemas().then((schemas) => schemas.AuthenticateResponseSchema),
  });
}
