/** Business constants from the spec's §9 tables, plus the values this project chose where the spec is silent. */
export const PageSize = {
  upcomingAppointments: 15,
  pastAppointments: 20,
  patientPickList: 25,
  newMessageUsers: 15,
  patientAppointments: 10,
  topics: 10,
  attachments: 20,
  referralPatients: 10,
  userTables: 15,
  assistantProviders: 15,
  dashboardStart: 5,
  dashboardStep: 5,
  /** I2: the largest page any list endpoint serves. */
  max: 100,
} as const;

/** H1: toast durations in milliseconds. */
export const ToastMs = { normal: 3000, long: 9000 } as const;

/** H8 */
export const DEBOUNCE_MS = 500;

export const PASSWORD_MIN = 8;
/** I1: the named length limits, values chosen by this project. */
export const Limits = { tiny: 50, short: 100, normal: 255, medium: 1000, large: 17850 } as const;

export const Passcode = {
  length: 6,
  ttlMinutes: 10,
  maxAttempts: 5,
} as const;

/** Hours a reset key stays usable. */
export const RESET_KEY_TTL_HOURS = 24;

/** H23 */
export const APP_ENV = { name: 'prod', version: '0.0.1' } as const;
