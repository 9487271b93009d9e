/** The scheduling texts of spec 1 §8 and spec 3 §8, word for word, plus this project's own. */
export const SchedulingMessages = {
  /** C5 */
  offeringsSaved: 'Updated successfully',
  /** C12 */
  noTemplates:
    'You do not have any custom templates created. Please visit the Menu>Appointments>Manage Templates to create your first template',
  /** C13 (sic: no space after the period) */
  videoTypeSaveFailed: 'There was an error.Check the data and try again',
  /** C14 */
  noVideoTypes: 'No video encounter type is available.',
  /** C19: N is the range number, from 1. */
  rangeIncomplete: (n: number) =>
    `Both start and end times must be selected for the time range ${n}.`,
  /** C20 */
  rangeInverted: (n: number) =>
    `The end time must be greater than the start time for the time range ${n}.`,
  /** Not in the spec: two ranges of one day may not overlap. */
  rangeOverlaps: (n: number, m: number) => `The time range ${n} overlaps the time range ${m}.`,
  /** C18 */
  noTimesSet: 'no times set',
  /** C26 */
  appointmentOnDay: 'Appointment scheduled for the day',
  /** C28 */
  scheduleModified: 'Schedule modified',
  pastDay: 'Availability of past days cannot be changed.',
  inOfficeNotAllowed: 'In-office visits are not enabled for your clinic.',
  /** The cancel reason of a card-paid request whose charge was refused (never confirmed). */
  unpaidReleased: 'The card payment did not go through, so this request was withdrawn.',
  /**
   * Issue 19 path 6: the cancel reason of a patient's card-paid request left unpaid past its hold
   * (BOOKING_UNPAID_HOLD_MINUTES); also the gist of the mail that tells the requester.
   */
  unpaidHoldExpired: (minutes: number) =>
    `This request was not paid within ${minutes} minutes, so its time was released.`,
  /** Issue 19 path 6: the booking account's cap of open requests, by default and with its numbers. */
  openRequestsCapped:
    'You have too many appointment requests waiting for an answer. Please wait for an answer, or cancel one, before requesting another.',
  openRequestsWithProvider: (limit: number) =>
    `You already have ${limit} appointment requests with this provider waiting for an answer, the most one account may have. Please wait for an answer, or cancel one, before requesting another.`,
  openRequestsOverall: (limit: number) =>
    `You already have ${limit} appointment requests waiting for an answer, the most one account may have. Please wait for an answer, or cancel one, before requesting another.`,
  /** Issue 19 path 6: booking calls per account and minute (BOOKING_RATE_LIMIT_PER_MINUTE). */
  bookingTooFast:
    'You are sending booking requests too quickly. Please wait a minute and try again.',
  slotTaken: 'This time slot is no longer available. Please choose another time.',
  slotUnavailable: 'This time is not available for booking. Please choose another time.',
  typeNotOffered: 'This provider does not offer this type of appointment.',
  priceChanged: 'The price of this appointment has changed. Please review it and try again.',
  patientSchedulingDisabled: 'Your clinic does not allow patients to schedule appointments.',
  /** C55 */
  emergencyNotice: 'If you are experiencing a medical emergency, please dial 911.',
  /** C91 */
  noAppointments: 'No appointments found.',
  /** C44: "Your request for a ... encounter with ... has been sent". */
  requestSent: (typeLabel: string, withName: string) =>
    `Your request for a ${typeLabel} encounter with ${withName} has been sent`,
  /** Spec 1 §8: patient appointments, 404 and 403. */
  noAppointmentsForUser: 'There are no appointments for this user currently',
  notAllowedToView: 'You are not allowed to view this data',
  /** C40, C41 */
  completeForm: 'Please complete the form before continuing',
  addAttachment: 'Please add an attachment before continuing',
} as const;
