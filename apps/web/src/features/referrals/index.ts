/**
 * What other features use from referrals: the patient profile's card of who reads it through which
 * referral and the notice a provider reading through one sees (issue 22 item 4), and the referral form (F93), which the provider network's rows open for
 * the patient in context (F103), with that patient's name. The pages are reached through their lazy
 * routes.
 */
export { ReferralGrantsPanel } from './components/referral-grants-panel';
export { ReferralReadNotice } from './components/referral-read-notice';
export { useReferPatientName } from './api/refer-patient';
export { ReferFormDialog } from './components/refer-form-dialog';
