import { expect, test } from 'vitest';
import { PatientAttachmentSchema } from '../patient-attachments.js';
import { PatientProfileSchema } from './patient-profile.js';
import { ProviderProfileSchema } from './provider-profile.js';

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);

test('F135 the patient account carries every field of spec 2 §3', () => {
  expect(keysOf(PatientProfileSchema)).toEqual(
    expect.arrayContaining([
      'firstName',
      'lastName',
      'email',
      'newEmail',
      'telephoneNumber',
      'dateOfBirth',
      'gender',
      'imagePath',
      'patientEMRID',
      'address',
      'medicalHistory',
      'medicineInfo',
      'emergencyContact',
      'alternativeEmails',
      'familyMembers',
      'isFamilyMember',
      'headPatientId',
      'isActiveRPM',
      'clinicDTOS',
      'lastAppointmentDate',
    ]),
  );
  expect(keysOf(PatientProfileSchema.shape.medicineInfo)).toEqual(
    expect.arrayContaining(['height', 'weight', 'isAllergic', 'allergies', 'medications']),
  );
  expect(keysOf(PatientProfileSchema.shape.address.unwrap())).toEqual(
    expect.arrayContaining(['firstStreetLine', 'secondStreetLine', 'city', 'state', 'postalCode']),
  );
});

test('F136 the provider account carries the spec’s fields', () => {
  expect(keysOf(ProviderProfileSchema)).toEqual(
    expect.arrayContaining([
      'firstName',
      'lastName',
      'email',
      'newEmail',
      'alternativeEmails',
      'primarySpecialty',
      'specialties',
      'languages',
      'insurances',
      'recommendation',
      'briefOverview',
      'offices',
      'hospitalAffiliations',
      'imagePath',
      'clinicDTOS',
    ]),
  );
});

test('F137 an attachment carries fileName, savedFileName, uploadedDate, uploadedByEmail, attachedTo and relatedEntityId', () => {
  expect(keysOf(PatientAttachmentSchema)).toEqual(
    expect.arrayContaining([
      'fileName',
      'savedFileName',
      'uploadedDate',
      'uploadedByEmail',
      'attachedTo',
      'relatedEntityId',
    ]),
  );
});
