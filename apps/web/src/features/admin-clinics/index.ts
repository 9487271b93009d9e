/** What other features use of the admin clinics feature: the clinic picker's list. */
export { useAllClinics } from './api/clinics-api';
