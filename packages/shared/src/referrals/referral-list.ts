import { REFERRAL_GRANT_DAYS_AFTER_COMPLETION, type ReferralStatus } from './referrals.js';

/**
 * F88: the status labels of the referrals list. The spec names Pending, Declined and Accepted;
 * completed and withdrawn are this product's states beyond them (issue 22 item 3).
 */
export const ReferralStatusLabel: Record<ReferralStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  COMPLETED: 'Completed',
  WITHDRAWN: 'Withdrawn',
};

/** The texts of the referrals list (F87–F94), its print view (E54) and the profile's grants. */
export const ReferralListMessages = {
  title: 'Referrals',
  search: 'Search referrals',
  loadFailed: 'The referrals could not be loaded.',
  viewForm: 'View Referral Form',
  accept: 'Accept',
  decline: 'Decline',
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw this referral?',
  withdrawMessage: 'The provider will no longer be able to accept it.',
  accepted: 'Referral accepted.',
  declined: 'Referral declined.',
  withdrawn: 'Referral withdrawn.',
  openProfile: 'Open patient profile',
  bookAppointment: 'Book a visit',
  /** Issue 22: booking through a referral makes the patient a patient of the provider's clinic. */
  bookJoinsClinic: (provider: string) =>
    `Booking a visit with ${provider} makes you a patient of their clinic.`,
  /** Issue 22 item 4: what a provider reading through a referral's grant is shown. */
  readThroughReferral: (referrer: string) =>
    `You are reading this profile through ${referrer}'s referral: the profile, its history and the referral's files only.`,
  readThroughReferralPending: 'You are reading this profile through a referral.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  printFailed: 'This referral could not be loaded.',
  grantsTitle: 'Access through referrals',
  grantsEmpty: 'No provider has access to this profile through a referral.',
  grantsLoadFailed: 'Access through referrals could not be loaded.',
  grantThrough: (referrer: string, since: string) =>
    `Through the referral from ${referrer}, since ${since}`,
  grantOpenEnded: `Until ${REFERRAL_GRANT_DAYS_AFTER_COMPLETION} days after their visit with the patient, or until revoked`,
  grantUntil: (until: string) => `Until ${until}`,
  revoke: 'Revoke access',
  revokeTitle: 'Revoke access?',
  revokeMessage: (provider: string) =>
    `${provider} will no longer be able to read this profile or the referral's files.`,
  revoked: 'Access revoked.',
} as const;
