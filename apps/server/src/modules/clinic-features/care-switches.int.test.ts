import type { PatientRegisterRequest } from '@clinicall/shared/signup/schemas';
import { and, desc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.js';
import { setClinicSwitches } from '../../test-support/clinic-switches.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer, latestMail } from '../../test-support/factories.js';
import { invitationMail, invitePatient } from '../../test-support/invitations.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const NOW = '2026-03-09T13:30:00Z';
const time = pinnedClock(NOW);
const ctx = useTestApp({ clock: time.clock, jobs: { now: time.clock } });
let flipped: ClinicWorld;
let kept: ClinicWorld;
const everything = {
  allowPatientAttachment: true,
  allowPostApptConf: true,
  isPatientWelcomeEmailEnabled: true,
};

beforeAll(async () => {
  flipped = await createClinicWorld(ctx.app, everything);
  kept = await createClinicWorld(ctx.app, everything);
});

const attachmentsOf = (world: ClinicWorld) =>
  ctx.app.inject({
    url: `/api/attachment/search?patientId=${world.patient.id}`,
    headers: bearer(world.provider.token),
  });

/** The provider finishes a started visit; answers the mails its patient got since, and the newest. */
async function finishVisit(world: ClinicWorld) {
  await ctx.app.jobs.drain();
  const [last] = await ctx.app.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const before = last?.id ?? 0;
  const id = await insertEncounter(ctx.app.db, {
    clinicId: world.clinic.id,
    providerId: world.provider.id,
    patientId: world.patient.id,
    start: '2026-03-09T13:00:00Z',
    minutes: 30,
    status: 'STARTED',
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/encounters/status',
    headers: bearer(world.provider.token),
    payload: { id, status: 'FINISHED' },
  });
  expect(response.statusCode, response.body).toBe(200);
  await ctx.app.jobs.drain();
  const mails = await ctx.app.db.$count(
    mailOutbox,
    and(eq(mailOutbox.to, world.patient.email), gt(mailOutbox.id, before)),
  );
  return { mails, subject: (await latestMail(ctx.app, world.patient.email))?.subject };
}

/** An invited patient of `world` signs up; answers the subject of the newest mail they got. */
async function signUp(world: ClinicWorld) {
  const person = await invitePatient(ctx.app, world.provider);
  const body: PatientRegisterRequest = {
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
    medicineInfo: { isAllergic: false, allergies: [], medications: [] },
    medicalHistory: { conditions: [], mentalHealth: [] },
  };
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/patientRegister',
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (await invitationMail(ctx.app, person.email))?.subject;
}

describe('care switches take effect at the next request, for that clinic only', () => {
  test('B24 attachments off: every attachment call of its users is refused; another clinic keeps them', async () => {
    expect((await attachmentsOf(flipped)).statusCode).toBe(200);
    await setClinicSwitches(ctx.app.db, flipped.clinic.id, { allowPatientAttachment: false });
    const refused = await attachmentsOf(flipped);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe('Attachments are turned off for this clinic.');
    expect((await attachmentsOf(kept)).statusCode).toBe(200);
  });

  test('B25 I23 post-appointment confirmation off: finishing a visit mails its patient nothing; another clinic’s patient is told', async () => {
    expect(await finishVisit(flipped)).toEqual({
      mails: 1,
      subject: 'Appointment completed: Phone Call',
    });
    await setClinicSwitches(ctx.app.db, flipped.clinic.id, { allowPostApptConf: false });
    expect((await finishVisit(flipped)).mails).toBe(0);
    expect(await finishVisit(kept)).toEqual({
      mails: 1,
      subject: 'Appointment completed: Phone Call',
    });
  });

  test('I24 welcome e-mail off: a patient signing up at that clinic is not welcomed; at another clinic they are', async () => {
    expect(await signUp(flipped)).toBe(`Welcome to ${flipped.clinic.name}`);
    await setClinicSwitches(ctx.app.db, flipped.clinic.id, { isPatientWelcomeEmailEnabled: false });
    expect(await signUp(flipped)).not.toContain('Welcome');
    expect(await signUp(kept)).toBe(`Welcome to ${kept.clinic.name}`);
  });
});
