/**
 * What other features may use of referrals: the referral form (F93), which the provider network's
 * rows open for the patient in context (F103), and that patient's name.
 */
export { useReferPatientName } from './api/refer-patient';
export { ReferFormDialog } from './components/refer-form-dialog';
