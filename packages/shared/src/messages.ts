import { GenericMessages, LoginMessages } from './sign-in-messages.js';

/** User-visible texts the spec gives word for word. Both ends use these constants. */
export const Messages = {
  login: LoginMessages,
  password: {
    rule: 'Password must have at least one capital and lower case letter, at least 1 number and 8 chars long.',
    sameAsExisting: 'Password cannot be existing password.',
    confirmMismatch: "Confirmed password doesn't match new password.",
    existingRequired: 'The existing password is required.',
    existingWrong: 'The existing password is not correct.',
    changed: 'Your password has been changed. Please sign in again.',
  },
  reset: {
    requestFailed: 'An error was found during the request',
    done: 'Password changed, please sign in',
  },
  generic: GenericMessages,
  /** C65, C67–C71 (spec 1 §8): payment texts, word for word. */
  payment: {
    failed:
      'There was a problem processing your payment. Please review your payment information for accuracy and try again. If the problem persists, please contact support.',
    checkData: 'There was an error. Check the data and try again.',
    nameOnCardRequired: 'Name On Card is required',
    phoneRequired: 'Phone Number is required',
    confirmFailed: 'There was an error confirming your appointment. Please contact support.',
    confirmFailedRefunded:
      'There was an error confirming your appointment. Your payment has been refunded. If the problem persists, please contact support.',
    confirmFailedRefundFailed:
      'There was an error confirming your appointment and processing your refund. Please contact support.',
    /** Texts of our own where the spec is silent. */
    notDue: 'This appointment has no card payment due.',
    alreadyPaid: 'This appointment has already been paid.',
    keyReused: 'This Idempotency-Key was already used for a different request.',
    inProgress: 'This payment is still being processed. Please try again in a moment.',
    notRefundable: 'Only a completed payment can be refunded.',
    alreadyRefunded: 'This payment has already been refunded.',
    refundFailed: 'The refund could not be processed. Please contact support.',
    cardPaymentsOff: 'Card payments are not set up for this installation.',
    testCardsOnly:
      'The sandbox accepts only test card numbers (for example 4242 4242 4242 4242); no real card is charged.',
    cardNumberInvalid: 'Your card number is invalid.',
    cardExpired: "Your card's expiration date is in the past.",
    cvcInvalid: "Your card's security code is invalid.",
    /** The `detail` of PAYMENT_FAILED: why the card was not charged. */
    failureDetail: {
      declined: 'The card was declined.',
      insufficient_funds: 'The card has insufficient funds.',
      requires_action:
        'The card asks for an extra authentication step this form does not support. Please use another card.',
      error: 'The card could not be charged. Please enter it again.',
    },
    refundPrefix: 'Refund:',
  },
  assistant: {
    noProviders: 'No providers found.',
    notLinked: 'You are not allowed to assist this provider.',
  },
} as const;
