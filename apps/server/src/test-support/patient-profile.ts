import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../app.js';
import { bearer } from './factories.js';
import { multipart } from './multipart.js';

/** A patient profile as the API answers it; tests name the fields they read. */
export type PatientProfile = Record<string, unknown> & {
  id: number;
  email: string;
  newEmail: string | null;
  medicineInfo: Record<string, unknown>;
  familyMembers: { id: number }[];
};

/** The profile of `patientId` as `token`'s holder reads it; fails the test unless it is a 200. */
export async function readPatientProfile(app: App, token: string, patientId: number) {
  const response = await app.inject({
    url: `/api/patient/${patientId}/profile`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PatientProfile>();
}

/**
 * Saves `oldPatientData` with `changes` over it, as `token`'s holder; answers the raw response.
 * `familyMemberId` names the member when a head of family saves one of theirs.
 */
export function savePatientProfile(
  app: App,
  token: string,
  oldPatientData: Record<string, unknown>,
  changes: Record<string, unknown>,
  familyMemberId?: number,
) {
  return app.inject({
    method: 'PUT',
    url: '/api/patients/profile',
    headers: bearer(token),
    payload: {
      oldPatientData,
      newPatientData: { ...oldPatientData, ...changes },
      ...(familyMemberId ? { familyMemberId } : {}),
    },
  });
}

/** A daughter, Ivy, added by the family head `token`'s holder; answers the raw response. */
export function addFamilyMember(app: App, token: string) {
  return app.inject({
    method: 'POST',
    url: '/api/patients/familyMembers',
    headers: bearer(token),
    payload: {
      firstName: 'Ivy',
      lastName: 'Patient',
      relationship: 'Daughter',
      gender: 'female',
      dateOfBirth: '2016-05-04',
    },
  });
}

/** A small PNG uploaded as `token`'s holder's own photo; fails the test unless it is a 200. */
export async function uploadPatientPhoto(app: App, token: string) {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const form = multipart([{ name: 'file', fileName: 'me.png', content: png }]);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/patients/photo',
    headers: { ...form.headers, ...bearer(token) },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json<{ imagePath: string }>();
}
