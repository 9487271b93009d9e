/** What other features use of the profile: the lookup lists the sign-up shares with it (F43). */
export { useMedicalHistoryData } from './api/get-lookups';
/** A patient's profile (F7), for screens that show one of its details (the phone-call dialog). */
export { patientProfileQuery } from './api/get-patient-profile';
