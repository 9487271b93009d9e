import type { AuthToken } from '@clinicall/shared/identity';
import { getOtp, getValidToken, isUnexpired } from './auth-storage';

/**
 * Adds the credentials a call carries: the bearer token unless it has expired (A25) and the stored
 * otp, which rides along with every call (A26). `token` stands in for the stored token, e.g. to
 * revoke one that is being replaced; `null` sends none.
 */
export function setAuthHeaders(headers: Headers, token?: AuthToken | null): void {
  const bearer = token === undefined ? getValidToken() : token;
  if (isUnexpired(bearer)) headers.set('Authorization', `Bearer ${bearer.token}`);
  const otp = getOtp();
  if (otp !== null) headers.set('otp', otp);
}
