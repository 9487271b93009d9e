/**
 * What other features use from referrals: the patient profile's card of who reads it through which
 * referral (issue 22 item 4). The pages are reached through their lazy routes.
 */
export { ReferralGrantsPanel } from './components/referral-grants-panel';
