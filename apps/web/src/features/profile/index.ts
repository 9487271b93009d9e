/** What other features use of the profile: the lookup lists the sign-up shares with it (F43). */
export { useMedicalHistoryData } from './api/get-lookups';
