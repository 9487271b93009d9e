import type { MedicalHistory } from '@clinicall/shared/people/patient-profile';
import type {
  EmergencyForm,
  MedicineForm,
  PatientOverviewForm,
} from '@clinicall/shared/signup/forms';

/** F111: the patient wizard's steps, in order; each URL carries ?token. */
export const PATIENT_STEPS = [
  { id: 'overview', label: 'Overview' },
  { id: 'emergency-contact', label: 'Emergency contact' },
  { id: 'medicine-info', label: 'Medicine info' },
  { id: 'medical-history', label: 'Medical history' },
  { id: 'result', label: 'Result' },
] as const;

export type PatientStepId = (typeof PATIENT_STEPS)[number]['id'];

/** What the steps collected, kept until the result step submits it. */
export type PatientSignupData = {
  overview: PatientOverviewForm | null;
  emergency: EmergencyForm;
  medicine: MedicineForm;
  history: MedicalHistory;
};

export const emptyPatientSignup = (): PatientSignupData => ({
  overview: null,
  emergency: { firstName: '', lastName: '', telephoneNumber: '', relationship: '' },
  medicine: { isAllergic: false, allergies: [], medications: [] },
  history: {},
});
