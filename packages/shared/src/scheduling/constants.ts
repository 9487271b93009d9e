/** Scheduling constants of spec 1 §9, plus the values this project chose where the spec is silent. */

/** C10: the appointment lengths offered, in minutes. */
export const DURATIONS = [10, 15, 30, 45, 60, 90] as const;
export type Duration = (typeof DURATIONS)[number];

/** C8, C11: video encounter types. */
export const VideoTypeRules = { max: 3, defaultDuration: 15, defaultPrice: 0 } as const;

/** Spec 1 §9: Join, presence light and cancel cutoff, minutes before start; countdown hidden after. */
export const AppointmentTiming = {
  cancelCutoffMinutes: 15,
  joinBeforeMinutes: 15,
  countdownHiddenAfterMinutes: 30,
} as const;

/** I21: with the clinic's "prevent scheduler 24h" on, patients cannot book a slot this close. */
export const BOOKING_BLOCK_HOURS = 24;

/** Spec 1 §9 page sizes of the appointment lists (C48, C86, C87, C95). */
export const AppointmentPageSize = {
  upcoming: 15,
  past: 20,
  patientPickList: 25,
  providerPickList: 25,
  forOnePatient: 10,
  dashboardStart: 5,
  dashboardStep: 5,
} as const;

/** C85, C87: the default date ranges, in days from today. */
export const DefaultRange = {
  upcoming: { fromDays: 0, toDays: 29 },
  past: { fromDays: -29, toDays: 0 },
} as const;

/** C16: weeks start on Monday (ISO weekday 1). */
export const WEEK_STARTS_ON = 1;

/** Most time ranges one day of availability may hold. */
export const MAX_RANGES_PER_DAY = 24;

/** Most days one free-slot request may cover. */
export const MAX_SCHEDULE_DAYS = 31;
