import { SignInLimits } from './constants.js';

/**
 * The sign-in screen's texts (Messages.login, Messages.generic): apart, so the login page loads
 * them without every other screen's (issue 21, item 11: the login's JavaScript under 150 kB).
 */
export const LoginMessages = {
  badCredentials: 'Incorrect Username or Password',
  badPasscode: 'Incorrect Passcode',
  passcodeSent: 'Passcode Sent',
  ssoFailed: 'Login Failed',
  ssoFailedHint: 'The sign-in link is invalid or has expired. Please sign in below.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  termsRequired:
    'You must accept the Terms Of Use, Consent For Telehealth, and Notice of Privacy in order to sign in.',
  sessionExpired: 'You have been logged out by security reasons, please log in again.',
  passcodeExpired: 'The passcode has expired or was used too many times. Send a new passcode.',
  accountInactive: 'Your account is not active. Please contact your clinic.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  accountLocked: `Too many failed sign-in attempts: this account is locked for ${SignInLimits.lockMinutes} minutes. Try again later, or reset your password.`,
} as const;

export const GenericMessages = {
  error: 'An error has occurred.',
  required: 'This field is required',
  formInvalid: 'Insert all required (*) fields first and review input validations',
  unauthorized: 'Unauthorized.',
  forbidden: 'You are not allowed to access this resource.',
  notFound: 'The requested resource does not exist.',
  internal: 'Something went wrong. Please try again later.',
  unavailable: 'Clinicall is briefly unavailable. Please try again in a moment.',
  emailTaken: 'Email is not unique!',
} as const;
