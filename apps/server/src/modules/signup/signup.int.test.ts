import { SignupMessages } from '@clinicall/shared/signup/messages';
import type { PatientRegisterRequest } from '@clinicall/shared/signup/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { invitations } from '../../db/schema/invitations.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { bearer, signIn } from '../../test-support/factories.js';
import {
  invitationMail,
  invitePatient,
  mailedToken,
  postBulk,
  newInvitee,
} from '../../test-support/invitations.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

const register = (payload: Partial<PatientRegisterRequest>) =>
  ctx.app.inject({ method: 'POST', url: '/api/patientRegister', payload });

const signupOf = (person: { email: string; token: string }): PatientRegisterRequest => ({
  firstName: 'Ivy',
  lastName: 'Invitee',
  email: person.email,
  password: 'secret5',
  gender: 'female',
  telephoneNumber: '5551234567',
  dateOfBirth: '1990-01-02',
  clinicToken: person.token,
  emergencyContact: {
    firstName: 'Em',
    lastName: 'Contact',
    telephoneNumber: '5559876543',
    relationship: 'Sister',
  },
  medicineInfo: {
    isAllergic: true,
    allergies: [{ type: 'Penicillin', symptom: 'Rash' }],
    medications: [{ name: 'Ibuprofen', dosage: '200mg', frequency: 'daily', method: 'Orally' }],
  },
  medicalHistory: { conditions: ['Asthma'], mentalHealth: ['Anxiety'] },
});

const lookup = (token: string, type = 'PATIENT') =>
  ctx.app.inject({
    url: `/api/register?token=${encodeURIComponent(token)}&type=${type}`,
  });

describe('sign-up start', () => {
  test('F107 the link names the wizard to open and what the clinic knows of the person', async () => {
    const { provider, clinic } = await createClinicWorld(ctx.app);
    const person = await invitePatient(ctx.app, provider, { firstName: 'Ana' });
    const response = await lookup(person.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      url: `/signup/patient/overview?token=${encodeURIComponent(person.token)}`,
      clinicName: clinic.name,
      invitation: { firstName: 'Ana', email: person.email, dateOfBirth: person.dateOfBirth },
    });
  });

  test('F108 a forged, altered or mistyped link answers "Invalid parameters."', async () => {
    const { provider } = await createClinicWorld(ctx.app);
    const person = await invitePatient(ctx.app, provider);
    const [id, expiry, signature] = person.token.split('.') as [string, string, string];
    for (const token of [
      `${Number(id) + 1}.${expiry}.${signature}`,
      `${id}.${Number(expiry) + 9999}.${signature}`,
      'garbage-token-value',
      // Issue 21: a cut-off link gets the same words, not the schema's length rule.
      'abc',
    ]) {
      const response = await lookup(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json().errorMessage).toBe(SignupMessages.invalidParameters);
    }
    expect((await lookup(person.token, 'PROVIDER')).statusCode).toBe(400);
    const cutJoin = await ctx.app.inject({ url: '/api/joinClinic?token=abc&type=JOIN' });
    expect(cutJoin.statusCode).toBe(400);
    expect(cutJoin.json().errorMessage).toBe(SignupMessages.invalidParameters);
  });
});

describe('patient sign-up', () => {
  test('F116 F129 the result step completes the account; the patient signs in with it', async () => {
    const { provider } = await createClinicWorld(ctx.app);
    const person = await invitePatient(ctx.app, provider);
    const response = await register(signupOf(person));
    expect(response.statusCode).toBe(201);
    const [account] = await ctx.app.db.select().from(users).where(eq(users.email, person.email));
    expect(account).toMatchObject({ activated: true, phoneNumber: '5551234567' });
    expect(await signIn(ctx.app, person.email, 'secret5')).toBeTruthy();
    const [invitation] = await ctx.app.db
      .select()
      .from(invitations)
      .where(eq(invitations.userId, account!.id));
    expect(invitation?.usedAt).not.toBeNull();
  });

  test('F116 F17 what the patient entered at sign-up is on their profile, for them and their provider', async () => {
    const { provider } = await createClinicWorld(ctx.app);
    const person = await invitePatient(ctx.app, provider);
    expect((await register(signupOf(person))).statusCode).toBe(201);
    const [account] = await ctx.app.db.select().from(users).where(eq(users.email, person.email));
    const token = await signIn(ctx.app, person.email, 'secret5');
    for (const reader of [token, provider.token]) {
      const response = await ctx.app.inject({
        url: `/api/patient/${account!.id}/profile`,
        headers: bearer(reader),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        telephoneNumber: '5551234567',
        dateOfBirth: '1990-01-02',
        gender: 'female',
        emergencyContact: {
          firstName: 'Em',
          lastName: 'Contact',
          telephoneNumber: '5559876543',
          relationship: 'Sister',
          address: '',
        },
        medicineInfo: {
          height: null,
          weight: null,
          isAllergic: true,
          allergies: [{ type: 'Penicillin', symptom: 'Rash' }],
          medications: [
            { name: 'Ibuprofen', dosage: '200mg', frequency: 'daily', method: 'Orally' },
          ],
        },
        medicalHistory: { conditions: ['Asthma'], mentalHealth: ['Anxiety'] },
      });
    }
  });

  test('F39 F116 allergies sent while the allergic flag is off are not kept', async () => {
    const { provider } = await createClinicWorld(ctx.app);
    const person = await invitePatient(ctx.app, provider);
    const body = signupOf(person);
    body.medicineInfo = { ...body.medicineInfo!, isAllergic: false };
    expect((await register(body)).statusCode).toBe(201);
    const [account] = await ctx.app.db.select().from(users).where(eq(users.email, person.email));
    const response = await ctx.app.inject({
      url: `/api/patient/${account!.id}/profile`,
      headers: bearer(provider.token),
    });
    expect(response.json().medicineInfo).toMatchObject({ isAllergic: false, allergies: [] });
  });

  test('F130 a replayed link is refused with a clear message, and nothing changes', async () => {
    const { provider } = await createClinicWorld(ctx.app);
    const person = await invitePatient(ctx.app, provider);
    expect((await register(signupOf(person))).statusCode).toBe(201);
    const replay = await register({ ...signupOf(person), password: 'another1' });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().errorMessage).toBe(SignupMessages.linkUsed);
    expect((await lookup(person.token)).json().errorMessage).toBe(SignupMessages.linkUsed);
    expect(await signIn(ctx.app, person.email, 'secret5')).toBeTruthy();
  });

  test('F130 an expired link is refused', async () => {
    const { provider } = await createClinicWorld(ctx.app);
    const person = await invitePatient(ctx.app, provider);
    const id = Number(person.token.split('.')[0]);
    await ctx.app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    const response = await register(signupOf(person));
    expect(response.statusCode).toBe(410);
    expect(response.json().errorMessage).toBe(SignupMessages.linkExpired);
  });

  test('two submits of one link at once: exactly one account completion wins', async () => {
    const { provider } = await createClinicWorld(ctx.app);
    const person = await invitePatient(ctx.app, provider);
    const answers = await Promise.all([register(signupOf(person)), register(signupOf(person))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  test('F112 F114 F115 the rules answer the spec’s texts', async () => {
    const { provider } = await createClinicWorld(ctx.app);
    const person = await invitePatient(ctx.app, provider);
    const cases: [Partial<PatientRegisterRequest>, string][] = [
      [{ firstName: ' ' }, SignupMessages.required],
      [{ password: 'abcd' }, SignupMessages.passwordShort],
      [{ email: 'nope' }, SignupMessages.emailInvalid],
      [{ email: `${'a'.repeat(95)}@x.com` }, SignupMessages.emailTooLong],
      [{ dateOfBirth: '1990-02-30' }, SignupMessages.dateInvalid],
    ];
    for (const [change, message] of cases) {
      const response = await register({ ...signupOf(person), ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().errorMessage).toBe(message);
    }
  });

  test('F113 an e-mail held by another account is refused at submit', async () => {
    const { provider, otherPatient } = await createClinicWorld(ctx.app);
    const person = await invitePatient(ctx.app, provider);
    const response = await register({ ...signupOf(person), email: otherPatient.email });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe(SignupMessages.emailInUse);
  });

  test('I24 a welcome mail follows sign-up when the clinic’s switch is on, and only then', async () => {
    const on = await createClinicWorld(ctx.app);
    await ctx.app.db
      .update(clinics)
      .set({ isPatientWelcomeEmailEnabled: true })
      .where(eq(clinics.id, on.clinic.id));
    const welcomed = await invitePatient(ctx.app, on.provider);
    await register(signupOf(welcomed));
    expect((await invitationMail(ctx.app, welcomed.email))?.subject).toBe(
      `Welcome to ${on.clinic.name}`,
    );
    const off = await createClinicWorld(ctx.app);
    const quiet = await invitePatient(ctx.app, off.provider);
    await register(signupOf(quiet));
    expect((await invitationMail(ctx.app, quiet.email))?.subject).not.toContain('Welcome');
  });
});

describe('e-mail uniqueness check', () => {
  test('F113 answers only in use or not; the invited address is free for its own link', async () => {
    const { provider, patient } = await createClinicWorld(ctx.app);
    const person = await invitePatient(ctx.app, provider);
    const check = async (email: string, token?: string) =>
      (
        await ctx.app.inject({
          url: `/api/users/${encodeURIComponent(email)}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
        })
      ).json();
    expect(await check(patient.email)).toEqual({ inUse: true });
    expect(await check(patient.email.toUpperCase(), person.token)).toEqual({ inUse: true });
    expect(await check('nobody-here@test.example')).toEqual({ inUse: false });
    expect(await check(person.email, person.token)).toEqual({ inUse: false });
    expect(await check(person.email)).toEqual({ inUse: true });
  });
});

describe('join clinic', () => {
  test('F131 F132 a patient of another clinic joins from the mailed link, once', async () => {
    const a = await createClinicWorld(ctx.app);
    const b = await createClinicWorld(ctx.app);
    await postBulk(ctx.app, b.provider, [newInvitee({ email: a.patient.email })]);
    const token = await mailedToken(ctx.app, a.patient.email);
    const url = `/api/joinClinic?token=${encodeURIComponent(token)}&type=JOIN&patientId=${a.patient.id}`;
    const wrongPatient = await ctx.app.inject({
      url: url.replace(`patientId=${a.patient.id}`, `patientId=${a.otherPatient.id}`),
    });
    expect(wrongPatient.statusCode).toBe(400);
    const joined = await ctx.app.inject({ url });
    expect(joined.json()).toEqual({ clinicName: b.clinic.name });
    const memberships = await ctx.app.db
      .select()
      .from(clinicMemberships)
      .where(eq(clinicMemberships.userId, a.patient.id));
    expect(memberships.map((m) => m.clinicId).sort()).toEqual([a.clinic.id, b.clinic.id].sort());
    expect((await ctx.app.inject({ url })).statusCode).toBe(409);
  });
});
