import { Role } from '@clinicall/shared/roles';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { encounterGuests } from '../../db/schema/room-access.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer, createUser, latestMail, tokenFor } from '../../test-support/factories.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: ClinicWorld;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
});

const call = (token: string, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/encounters/onDemand',
    headers: bearer(token),
    payload: body,
  });

const now = (minutes = 0) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('on-demand calls', () => {
  test('C104 C106 the provider starts a call: STARTED, guest patients, room links, a room URL', async () => {
    const res = await call(world.provider.token, {
      startTime: now(),
      endTime: now(30),
      type: 'VIDEO',
      patient: world.patient.id,
      guestPatients: [world.otherPatient.id],
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ providerId: world.provider.id, patientId: world.patient.id });
    expect(result.roomUrl).toMatch(/^\/room\//);
    // The provider's room URL admits with the provider's session only (issue 19 path 7).
    const checked = await ctx.app.inject({
      method: 'POST',
      url: '/api/rooms/pass',
      headers: bearer(world.provider.token),
      payload: { pass: result.roomUrl.slice('/room/'.length) },
    });
    expect(checked.json()).toMatchObject({
      encounterId: result.appointmentId,
      participant: { userId: world.provider.id },
      sessionBound: true,
    });

    const [row] = await ctx.app.db
      .select()
      .from(encounters)
      .where(eq(encounters.id, result.appointmentId));
    expect(row).toMatchObject({ status: 'STARTED', type: 'VIDEO', durationMinutes: 30 });
    const guests = await ctx.app.db
      .select()
      .from(encounterGuests)
      .where(eq(encounterGuests.encounterId, result.appointmentId));
    expect(guests.map((g) => [g.kind, g.userId])).toEqual([['PATIENT', world.otherPatient.id]]);

    for (const person of [world.patient, world.otherPatient]) {
      const mail = await latestMail(ctx.app, person.email);
      expect(mail?.text).toContain('is now: your provider is waiting');
      expect(mail?.text).toMatch(/\/room-link\/[\w-]+/);
    }
    // The guest patient's own pass works too.
    await expect(
      ctx.app.roomPasses.issue({
        encounterId: result.appointmentId,
        participant: { kind: 'user', userId: world.otherPatient.id },
      }),
    ).resolves.toMatch(/\./);
  });

  test('C105 a call needs a patient and a duration', async () => {
    expect(
      (await call(world.otherProvider.token, { startTime: now(), endTime: now(15) })).statusCode,
    ).toBe(400);
    const startTime = now();
    const noDuration = await call(world.otherProvider.token, {
      startTime,
      endTime: startTime,
      patient: world.patient.id,
    });
    expect(noDuration.statusCode).toBe(400);
    const underAMinute = await call(world.otherProvider.token, {
      startTime,
      endTime: new Date(Date.parse(startTime) + 59_999).toISOString(),
      patient: world.patient.id,
    });
    expect(underAMinute.statusCode).toBe(400);
    expect(underAMinute.json().fields).toContainEqual(
      expect.objectContaining({ field: 'endTime', message: 'Choose a duration.' }),
    );
    const later = await call(world.otherProvider.token, {
      startTime: now(120),
      endTime: now(150),
      patient: world.patient.id,
    });
    expect(later.statusCode).toBe(400);
  });

  test('C106 a provider already in a call at that time is refused (no overlap)', async () => {
    const res = await call(world.provider.token, {
      startTime: now(),
      endTime: now(15),
      patient: world.patient.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_TAKEN');
    // The call of the first test runs for 30 minutes from then; the provider signed in from UTC.
    const [first] = await ctx.app.db
      .select({ endTime: encounters.endTime })
      .from(encounters)
      .where(and(eq(encounters.providerId, world.provider.id), eq(encounters.status, 'STARTED')));
    const until = DateTime.fromJSDate(first!.endTime!, { zone: 'UTC' }).toFormat('h:mm a ZZZZ', {
      locale: 'en-US',
    });
    expect(res.json().errorMessage).toBe(
      `You are in another appointment until ${until}. Start the call after it ends.`,
    );
  });

  test('C106 an appointment starting within the call is named, on the provider’s clock, with the minutes left', async () => {
    const provider = await createUser(ctx.app.db, Role.provider, {
      clinicId: world.clinic.id,
      timeZone: 'America/Chicago',
    });
    const token = await tokenFor(ctx.app, provider.id);
    const base = Date.now();
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    await insertEncounter(ctx.app.db, {
      clinicId: world.clinic.id,
      providerId: provider.id,
      patientId: world.otherPatient.id,
      start: at(20),
      minutes: 30,
    });
    const next = DateTime.fromMillis(base + 20 * 60_000, { zone: 'America/Chicago' }).toFormat(
      'h:mm a',
      { locale: 'en-US' },
    );
    const tooLong = await call(token, {
      startTime: at(0),
      endTime: at(30),
      patient: world.patient.id,
    });
    expect(tooLong.statusCode).toBe(409);
    expect(tooLong.json().errorMessage).toBe(
      `Another of your appointments starts at ${next}, in 20 minutes. Choose a shorter call, or start it after that appointment.`,
    );
    const fits = await call(token, {
      startTime: at(0),
      endTime: at(15),
      patient: world.patient.id,
    });
    expect(fits.statusCode).toBe(200);
  });

  test('C106 patients of another clinic and callers other than providers are refused', async () => {
    const other = await createClinicWorld(ctx.app);
    const res = await call(world.otherProvider.token, {
      startTime: now(),
      endTime: now(15),
      patient: world.patient.id,
      guestPatients: [other.patient.id],
    });
    expect(res.statusCode).toBe(403);
    const byPatient = await call(world.patient.token, {
      startTime: now(),
      endTime: now(15),
      patient: world.patient.id,
    });
    expect(byPatient.statusCode).toBe(403);
  });

  test('C103 "create a new patient" makes an account in the clinic and mails an invitation', async () => {
    const create = (email: string, dateOfBirth = '1990-05-17') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/encounters/onDemand/patients',
        headers: bearer(world.provider.token),
        payload: { firstName: 'Nina', lastName: 'New', email, dateOfBirth },
      });
    // H11: a date of birth travels as YYYY-MM-DD; the form's MM/DD/YYYY is refused and makes nobody.
    expect((await create('nina.new@patient.example', '05/17/1990')).statusCode).toBe(400);
    const res = await create('Nina.New@Patient.example');
    expect(res.statusCode).toBe(201);
    const patient = res.json();
    expect(patient).toMatchObject({ email: 'nina.new@patient.example', dateOfBirth: '1990-05-17' });
    const [profile] = await ctx.app.db
      .select()
      .from(patientProfiles)
      .where(eq(patientProfiles.userId, patient.id));
    expect(profile?.dateOfBirth).toBe('1990-05-17');
    await ctx.app.jobs.drain();
    const mails = await ctx.app.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'nina.new@patient.example')));
    expect(mails.map((m) => m.subject)).toContain('Your Clinicall account');
    expect(mails.some((m) => m.text.includes('/reset/finish?key='))).toBe(true);

    // The new patient is on-demand-ready at once.
    const started = await call(world.otherProvider.token, {
      startTime: now(),
      endTime: now(15),
      patient: patient.id,
    });
    expect(started.statusCode).toBe(200);

    expect((await create('nina.new@patient.example')).statusCode).toBe(409);
  });
});
