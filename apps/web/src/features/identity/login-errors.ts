import { GenericMessages, LoginMessages } from '@clinicall/shared/sign-in-messages';
import { isApiError } from '../../lib/api-error';

/**
 * The text shown on the login page for a failed call, or null when the generic error dialog
 * already reports it (server down, network lost).
 */
export function signInErrorText(error: Error): string | null {
  if (!isApiError(error)) return GenericMessages.error;
  if (error.unexpected) return null;
  if (error.status === 401) return LoginMessages.badCredentials;
  return error.message;
}

/** A10: a wrong code has its own wording; an expired one explains itself through the server. */
export function passcodeErrorText(error: Error): string | null {
  if (isApiError(error) && error.code === 'BAD_PASSCODE') return LoginMessages.badPasscode;
  return signInErrorText(error);
}
