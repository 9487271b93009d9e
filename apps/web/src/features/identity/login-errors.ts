import { Messages } from '@clinicall/shared/messages';
import { isApiError } from '../../lib/api-error';

/**
 * The text shown on the login page for a failed call, or null when the generic error dialog
 * already reports it (server down, network lost).
 */
export function signInErrorText(error: Error): string | null {
  if (!isApiError(error)) return Messages.generic.error;
  if (error.unexpected) return null;
  if (error.status === 401) return Messages.login.badCredentials;
  return error.message;
}

/** A10: a wrong code has its own wording; an expired one explains itself through the server. */
export function passcodeErrorText(error: Error): string | null {
  if (isApiError(error) && error.code === 'BAD_PASSCODE') return Messages.login.badPasscode;
  return signInErrorText(error);
}
