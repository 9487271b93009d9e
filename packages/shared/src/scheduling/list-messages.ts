/**
 * The texts of the appointment lists, the e-mailed response page and the billing summary: the
 * spec's words where it has them (spec 1 §4, §8; spec 3), this project's own where it is silent.
 */
export const AppointmentListMessages = {
  /** C100 */
  responseAccepted: 'The appointment has been accepted and is now scheduled.',
  /** C101 */
  responseDeclined: 'The appointment request has been declined, we will let the provider know.',
  /** C102: followed by the server's message. */
  responseFailed: 'An error has occurred while processing your request',
  /** C80: the change-appointment dialog's required reason. */
  reasonRequired: 'Please enter a reason.',
  loadFailed: 'We could not load your appointments',
  statusChanged: {
    ACCEPTED: 'The appointment has been accepted.',
    DECLINED: 'The appointment request has been declined.',
    CANCELLED: 'The appointment has been cancelled.',
  },
  /** C107 */
  noBillingEntries: 'No payments yet.',
  billingLoadFailed: 'We could not load your billing summary',
} as const;

/** C85, C87: the quick ranges of the upcoming and past lists, in days or months from today. */
export const QuickRanges = {
  upcoming: [
    { label: 'Next 7 Days', days: 7 },
    { label: 'Next 30 Days', days: 30 },
    { label: 'Next 3 Months', months: 3 },
    { label: 'Next Year', months: 12 },
  ],
  past: [
    { label: 'Last 7 Days', days: 7 },
    { label: 'Last 30 Days', days: 30 },
    { label: 'Last 3 Months', months: 3 },
    { label: 'Last Year', months: 12 },
  ],
} as const;
export type QuickRange = { label: string; days?: number; months?: number };
