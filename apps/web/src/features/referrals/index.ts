/**
 * What other features may use of referrals: the referral form (F93), which the provider network's
 * rows open for the patient in context (F103).
 */
export { ReferFormDialog } from './components/refer-form-dialog';
