import { PeopleMessages } from '@clinicall/shared/people/messages';
import { describe, expect, test } from 'vitest';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { accountStatus, bearer } from '../../test-support/factories.js';
import {
  addFamilyMember,
  type PatientProfile,
  readPatientProfile,
  savePatientProfile,
} from '../../test-support/patient-profile.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

const readProfile = (token: string, patientId: number) =>
  readPatientProfile(ctx.app, token, patientId);

const save = (
  token: string,
  oldPatientData: PatientProfile,
  changes: Record<string, unknown>,
  familyMemberId?: number,
) => savePatientProfile(ctx.app, token, oldPatientData, changes, familyMemberId);

const medicines = {
  height: `5'9"`,
  weight: 172,
  isAllergic: true,
  allergies: [{ type: 'Medication', symptom: 'Hives' }],
  medications: [{ name: 'Lisinopril', dosage: '10 mg', frequency: 'Daily', method: 'Orally' }],
};

describe('patient profile', () => {
  test('F7 F16 F17 a provider reads a patient of their clinic; the patient reads their own', async () => {
    const world = await createClinicWorld(ctx.app);
    const seen = await readProfile(world.provider.token, world.patient.id);
    expect(seen).toMatchObject({
      id: world.patient.id,
      email: world.patient.email,
      isFamilyMember: false,
    });
    expect(seen.familyMembers.map((m) => m.id)).toEqual([world.familyMember.id]);
    const own = await readProfile(world.patient.token, world.patient.id);
    expect(own.email).toBe(world.patient.email);
  });

  test('F7 issue 19 path 11: a provider of another clinic is refused as for an unknown patient (404), a patient reading another patient 403', async () => {
    const world = await createClinicWorld(ctx.app);
    const other = await createClinicWorld(ctx.app);
    const foreign = await ctx.app.inject({
      url: `/api/patient/${world.patient.id}/profile`,
      headers: bearer(other.provider.token),
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await ctx.app.inject({
      url: `/api/patient/${world.patient.id + 1_000_000}/profile`,
      headers: bearer(other.provider.token),
    });
    expect(foreign.json()).toEqual(unknown.json());
    // A patient is refused before the id is looked up: an unknown id answers the same 403.
    const neighbour = await ctx.app.inject({
      url: `/api/patient/${world.patient.id}/profile`,
      headers: bearer(world.otherPatient.token),
    });
    expect(neighbour.statusCode).toBe(403);
    const history = await ctx.app.inject({
      url: `/api/patients/profileHistory?patientId=${world.patient.id}`,
      headers: bearer(world.otherPatient.token),
    });
    expect(history.statusCode).toBe(403);
    // The edit names the patient in its body, looked up first: out of reach answers as unknown.
    const old = await readProfile(world.patient.token, world.patient.id);
    const write = await save(other.provider.token, old, { firstName: 'Mallory' });
    expect(write.statusCode).toBe(404);
    const writeAsNeighbour = await save(world.otherPatient.token, old, { firstName: 'Mallory' });
    expect(writeAsNeighbour.statusCode).toBe(404);
    expect(await readProfile(world.patient.token, world.patient.id)).toEqual(old);
  });

  test('F11 F22 history round trip: an edit stores the old profile and its diff, who and when', async () => {
    const world = await createClinicWorld(ctx.app);
    const before = await readProfile(world.provider.token, world.patient.id);
    const started = Date.now();
    const response = await save(world.provider.token, before, {
      telephoneNumber: '(555) 123-4567',
      medicineInfo: medicines,
      phoneNumberChanged: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { profile } = response.json<{ profile: PatientProfile }>();
    expect(profile.telephoneNumber).toBe('5551234567');
    expect(profile).not.toHaveProperty('phoneNumberChanged');

    const history = await ctx.app.inject({
      url: `/api/patients/profileHistory?patientId=${world.patient.id}`,
      headers: bearer(world.patient.token),
    });
    expect(history.statusCode).toBe(200);
    const [entry] = history.json<
      {
        modifiedBy: string;
        modificationTime: string;
        jsonOldProfile: PatientProfile;
        jsonProfileVersionsDiff: { op: string; path: string; value?: unknown }[];
      }[]
    >();
    expect(entry?.modifiedBy).toBe('Paula Provider');
    expect(Date.parse(entry!.modificationTime)).toBeGreaterThanOrEqual(started - 1000);
    expect(entry?.jsonOldProfile.telephoneNumber).toBe('');
    expect(entry?.jsonProfileVersionsDiff).toContainEqual({
      op: 'change',
      path: '/telephoneNumber',
      value: '5551234567',
    });
    expect(entry?.jsonProfileVersionsDiff).toContainEqual({
      op: 'add',
      path: '/medicineInfo/medications/0',
      value: medicines.medications[0],
    });
    expect(
      entry?.jsonProfileVersionsDiff.every((op) => ['add', 'remove', 'change'].includes(op.op)),
    ).toBe(true);
  });

  test('Issue 10 stale copy: a save whose old copy no longer matches is refused (409) and nothing is overwritten', async () => {
    const world = await createClinicWorld(ctx.app);
    const copyA = await readProfile(world.provider.token, world.patient.id);
    const copyB = await readProfile(world.otherProvider.token, world.patient.id);
    expect((await save(world.provider.token, copyA, { firstName: 'Patricia' })).statusCode).toBe(
      200,
    );
    const late = await save(world.otherProvider.token, copyB, { lastName: 'Overwrite' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PROFILE_STALE');
    expect(late.json().errorMessage).toContain('Your changes were not saved');
    const now = await readProfile(world.provider.token, world.patient.id);
    expect(now).toMatchObject({ firstName: 'Patricia', lastName: 'Patient' });
  });

  test('F25 F29 F30 F31 F32 F33 F35 F37 F38 each field rule refuses bad input with its message', async () => {
    const world = await createClinicWorld(ctx.app);
    const old = await readProfile(world.provider.token, world.patient.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '  ' }, 'First name cannot be empty'],
      [{ lastName: '' }, 'Last name cannot be empty'],
      [{ dateOfBirth: '1990-02-30' }, 'Invalid Date.'],
      [{ email: 'not-an-email' }, 'Email is not valid'],
      [
        { alternativeEmails: ['a@x.io', 'b@x.io', 'c@x.io'] },
        'You can add up to two alternative e-mails.',
      ],
      [{ patientEMRID: 'x'.repeat(41) }, 'EHR id must be at most 40 characters.'],
      [{ medicineInfo: { ...medicines, weight: 1000 } }, 'Weight must be between 0 and 999 lbs.'],
      [{ address: { firstStreetLine: '', city: 'Austin' } }, 'Street is required.'],
      [{ address: { firstStreetLine: '1 Elm St', city: '' } }, 'City is required.'],
      [
        {
          emergencyContact: {
            firstName: '',
            lastName: 'Doe',
            telephoneNumber: '5551234567',
            relationship: 'Wife',
          },
        },
        'First name is required.',
      ],
      [
        {
          emergencyContact: {
            firstName: 'Jo',
            lastName: 'Doe',
            telephoneNumber: '555',
            relationship: 'Wife',
          },
        },
        'Please enter a valid number.',
      ],
      [
        {
          emergencyContact: {
            firstName: 'Jo',
            lastName: 'Doe',
            telephoneNumber: '5551234567',
            relationship: '',
          },
        },
        'Relationship is required.',
      ],
      [
        {
          medicineInfo: {
            ...medicines,
            medications: [{ name: '', dosage: '1', frequency: 'd', method: 'IV' }],
          },
        },
        'name is required.',
      ],
      [
        {
          medicineInfo: {
            ...medicines,
            medications: [{ name: 'A', dosage: '1', frequency: 'd', method: 'Nasal' }],
          },
        },
        'method is required.',
      ],
      [
        { medicineInfo: { ...medicines, allergies: [{ type: '', symptom: 'Rash' }] } },
        'type is required.',
      ],
      [
        { medicineInfo: { ...medicines, allergies: [{ type: 'Food', symptom: '' }] } },
        'reaction is required.',
      ],
    ];
    for (const [changes, message] of cases) {
      const response = await save(world.provider.token, old, changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.body, JSON.stringify(changes)).toContain(message);
    }
  });

  test('F27 F31 F39 a short phone is stored blank, blank alternative e-mails dropped, allergies cleared with the flag', async () => {
    const world = await createClinicWorld(ctx.app);
    const old = await readProfile(world.provider.token, world.patient.id);
    const response = await save(world.provider.token, old, {
      telephoneNumber: '555-12',
      alternativeEmails: ['', 'Pat.Alt@Example.com'],
      medicineInfo: { ...medicines, isAllergic: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { profile } = response.json<{ profile: PatientProfile }>();
    expect(profile.telephoneNumber).toBe('');
    expect(profile.alternativeEmails).toEqual(['pat.alt@example.com']);
    expect(profile.medicineInfo.allergies).toEqual([]);
  });

  test('F21 issue 19 path 4: a patient’s own e-mail does not change through a profile save (it needs the password); a used e-mail is refused with "Email is already used"', async () => {
    const world = await createClinicWorld(ctx.app);
    const old = await readProfile(world.patient.token, world.patient.id);
    const taken = await save(world.provider.token, old, { email: world.otherPatient.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessage).toBe('Email is already used');
    const changed = await save(world.patient.token, old, { email: `new-${world.patient.email}` });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().code).toBe('EMAIL_CHANGE_PASSWORD_REQUIRED');
    expect(await accountStatus(ctx.app, world.patient.token)).toBe(200);
    expect((await readProfile(world.patient.token, world.patient.id)).email).toBe(
      world.patient.email,
    );
  });

  test('F45 F46 issue 21: a family member saves nothing of their profile from their own account; the primary account does', async () => {
    const world = await createClinicWorld(ctx.app);
    const own = await readProfile(world.familyMember.token, world.familyMember.id);
    for (const changes of [
      { firstName: 'Finn' },
      { dateOfBirth: '2012-01-01' },
      { patientEMRID: 'E-9' },
      { gender: 'male' },
      { medicineInfo: medicines },
    ]) {
      const refused = await save(world.familyMember.token, own, changes);
      expect(refused.statusCode, JSON.stringify(changes)).toBe(403);
      expect(refused.json().errorMessage).toBe(PeopleMessages.familyReadOnly);
    }
    const photo = await ctx.app.inject({
      method: 'POST',
      url: '/api/patients/photo',
      headers: bearer(world.familyMember.token),
    });
    expect(photo.statusCode).toBe(403);
    const fresh = await readProfile(world.patient.token, world.familyMember.id);
    expect(fresh.firstName).toBe(own.firstName);
    expect(fresh.medicineInfo).toEqual(own.medicineInfo);
    const byHead = await save(
      world.patient.token,
      fresh,
      { firstName: 'Finn', medicineInfo: medicines },
      world.familyMember.id,
    );
    expect(byHead.statusCode, byHead.body).toBe(200);
    expect(byHead.json().profile.firstName).toBe('Finn');
  });

  test('F47 a patient adds a family member; it joins their clinics and shows on their profile', async () => {
    const world = await createClinicWorld(ctx.app);
    const response = await addFamilyMember(ctx.app, world.patient.token);
    expect(response.statusCode, response.body).toBe(201);
    const member = response.json<
      PatientProfile & { headPatientId: number; isFamilyMember: boolean }
    >();
    expect(member).toMatchObject({ isFamilyMember: true, headPatientId: world.patient.id });
    const head = await readProfile(world.provider.token, world.patient.id);
    expect(head.familyMembers.map((m) => m.id)).toContain(member.id);
    await readProfile(world.provider.token, member.id);
  });
});
