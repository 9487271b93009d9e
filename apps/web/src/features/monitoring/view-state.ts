import { isApiError } from '../../lib/api-error';

/**
 * G10's states of a partner view. `not-configured` is the partner not set up for the patient's
 * clinics (the server's MONITORING_OFF); `signup` a patient the partner does not know yet.
 */
export type ViewState = 'loading' | 'error' | 'not-configured' | 'signup' | 'sent' | 'data';

type QueryLike = { status: 'pending' | 'error' | 'success'; error: Error | null };

export const isNotFound = (error: Error | null) => isApiError(error) && error.status === 404;
const isOff = (error: Error | null) => isApiError(error) && error.code === 'MONITORING_OFF';

/**
 * G5, G9: the lookup first; its 404 asks for the sign-up sent: found is "form already sent", a 404
 * the sign-up form, any other error the error state.
 */
export function viewState(lookup: QueryLike, signup: QueryLike): ViewState {
  if (lookup.status === 'pending') return 'loading';
  if (lookup.status === 'success') return 'data';
  if (isOff(lookup.error)) return 'not-configured';
  if (!isNotFound(lookup.error)) return 'error';
  if (signup.status === 'pending') return 'loading';
  if (signup.status === 'success') return 'sent';
  if (isOff(signup.error)) return 'not-configured';
  return isNotFound(signup.error) ? 'signup' : 'error';
}
