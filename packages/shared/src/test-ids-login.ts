/**
 * The sign-in screen's `data-testid`s. They are part of `TestId` like every other; they live apart
 * so the login page, the first screen most visitors load, does not download every other screen's
 * ids with them (issue 21, item 11: the login's JavaScript under 150 kB gzipped).
 */
export const LoginTestId = {
  loginForm: 'login-form',
  loginEmail: 'login-email',
  loginPassword: 'login-password',
  loginTerms: 'login-terms',
  loginSubmit: 'login-submit',
  loginError: 'login-error',
  loginNotice: 'login-notice',
  forgotPassword: 'forgot-password',
  loginSso: 'login-sso',
  brandedLoginLogo: 'branded-login-logo',
  brandedLoginName: 'branded-login-name',
} as const;
