/** Business constants from the spec's §9 tables, plus the values this project chose where the spec is silent. */
export const PageSize = {
  assistantProviders: 15,
  /** I2: the largest page any list endpoint serves. */
  max: 100,
} as const;

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

/** Hours a reset key stays usable. */
export const RESET_KEY_TTL_HOURS = 24;

/** H23 */
export const APP_ENV = { name: 'prod', version: '0.0.1' } as const;
