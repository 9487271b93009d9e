/** Business constants from the spec's §9 tables, plus the values this project chose where the spec is silent. */
export const PageSize = {
  assistantProviders: 15,
  /** C107: the spec pages no billing summary; a page of 20 entries, newest first. */
  billingEntries: 20,
  /** Issue 19 path 5: visits to a patient's record in "Who viewed my record", newest first. */
  recordVisits: 20,
  /** Issue 19 path 5: rows of the clinic admin's access log per page. */
  accessLog: 50,
  /** Issue 20 point 8: rows of the super admin's audit viewer per page. */
  adminAudit: 50,
  /** I2: the largest page any list endpoint serves. */
  max: 100,
} as const;

/** I1: the spec's named length limits (values not shown in the spec; these are the suggested ones). */
export const TextLimit = { tiny: 50, short: 100, normal: 255, medium: 1000, large: 17850 } as const;

/** H1: toast durations in milliseconds. */
export const ToastMs = { normal: 3000, long: 9000 } as const;

/** H8 */
export const DEBOUNCE_MS = 500;

export const PASSWORD_MIN = 8;

export const Passcode = {
  length: 6,
  ttlMinutes: 10,
  maxAttempts: 5,
} as const;

/**
 * Brute-force limits, counted per account (every instance shares them through Redis when set).
 * Ten wrong tries lock an account for 15 minutes; failures are remembered for a day unless a
 * sign-in succeeds, so slow guessing stays slow. One address (an IPv6 /64) may fail 30 times per
 * 15 minutes across all e-mails. The passcode step allows 5 wrong codes and 4 mails (the sign-in's plus 3
 * renewals) per account per 15 minutes, whatever the number of renewals.
 */
export const SignInLimits = {
  lockAfterFailures: 10,
  failureMemoryHours: 24,
  lockMinutes: 15,
  addressFailures: 30,
  addressWindowMinutes: 15,
  passcodeFailures: 5,
  passcodeMails: 4,
  passcodeWindowMinutes: 15,
  /** Wrong existing passwords on change_password per account, per window. */
  changePasswordFailures: 5,
  changePasswordWindowMinutes: 15,
} as const;

/** Hours a reset key stays usable. */
export const RESET_KEY_TTL_HOURS = 24;

/**
 * Issue 19 path 5: reads of one record by one person with no longer gap than this between them are
 * one visit in the patient's list (opening a profile fires several reads: profile, photo, history).
 */
export const RecordVisitGapMinutes = 10;

/** H23 */
export const APP_ENV = { name: 'prod', version: '0.0.1' } as const;
