/** Which edit modal is open on a patient profile (F24); null when none is. */
export type ModalKind =
  | 'name'
  | 'phone'
  | 'email'
  | 'alternativeEmails'
  | 'dateOfBirth'
  | 'gender'
  | 'ehr'
  | 'address'
  | 'emergencyContact'
  | 'medications'
  | 'allergies'
  | 'medicalHistory'
  | 'body'
  | 'photo';
