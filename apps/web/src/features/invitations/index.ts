/**
 * What other features may use: the invite dialog (the roster's add-new-patient opens it). The
 * invite page is reached through its lazy route.
 */
export { PatientInviteDialog } from './components/patient-invite-dialog';
