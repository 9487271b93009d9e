/**
 * The web's texts of the appointment lists and the billing summary where the spec is silent (the
 * response page's and the lifecycle's own are in `lifecycle.ts`).
 */
export const AppointmentListMessages = {
  loadFailed: 'We could not load your appointments',
  statusChanged: {
    ACCEPTED: 'The appointment has been accepted.',
    DECLINED: 'The appointment request has been declined.',
    CANCELLED: 'The appointment has been cancelled.',
  },
  responseLinkIncomplete: 'This link is incomplete.',
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
