import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import type { Schedule } from '@clinicall/shared/scheduling/slots';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { jobs } from '../../db/schema/jobs.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer, latestMail } from '../../test-support/factories.js';
import {
  addVideoType,
  offerTypes,
  setClinicFlags,
  weekdays,
  weeklyAvailability,
} from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';
import { wallTimesOn } from '../../test-support/wall-clock.js';

// Monday 9 March 2026, 09:30 in New York.
const time = pinnedClock('2026-03-09T13:30:00Z');
const ctx = useTestApp({ clock: time.clock });
const NEW_YORK = 'America/New_York';
let world: ClinicWorld;
let closed: ClinicWorld;
let videoTypeId: number;

beforeAll(async () => {
  const db = ctx.app.db;
  world = await createClinicWorld(ctx.app);
  closed = await createClinicWorld(ctx.app);
  await setClinicFlags(db, world.clinic.id, { isPatientScheduleAppointmentEnabled: true });
  for (const user of [world.provider, world.patient, closed.provider]) {
    await db.update(users).set({ timeZone: NEW_YORK }).where(eq(users.id, user.id));
  }
  for (const provider of [world.provider, closed.provider]) {
    await offerTypes(db, provider.id, ['AUDIO', 'MESSAGE', 'OFFICE']);
    await weeklyAvailability(
      db,
      provider.id,
      NEW_YORK,
      '2026-01-05',
      weekdays([{ start: '09:00', end: '12:00' }]),
    );
  }
  videoTypeId = await addVideoType(db, world.provider.id, {
    durationMinutes: 30,
    priceCents: 4000,
    encounterName: 'Follow-up',
  });
});

const reason = {
  patientEncounterSymptom: { preCondition: { description: 'Sore throat' } },
  message: { subject: 'Sore throat', messageBody: 'My throat hurts since Friday.' },
};

/** A patient's video request for `start` (New York time on 11 March by default). */
const videoRequest = (start = '2026-03-11T14:00:00Z', extra: Record<string, unknown> = {}) => ({
  type: 'VIDEO',
  startTime: start,
  endTime: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  provider: { email: world.provider.email },
  patientPayment: { paymentType: 'CASH', quantity: 40 },
  paymentData: { paymentType: 'CASH', videoTypeId },
  ...reason,
  ...extra,
});

const byPatient = (token: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/encounters/ownedbypatient',
    headers: bearer(token),
    payload,
  });

const byProvider = (token: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/encounters/ownedbyprovider',
    headers: bearer(token),
    payload,
  });

const encounterCount = async () =>
  (await ctx.app.db.select({ value: count() }).from(encounters))[0]!.value;
const jobCount = async () => (await ctx.app.db.select({ value: count() }).from(jobs))[0]!.value;

describe('requests', () => {
  test('C60 a patient requests a paid video visit: REQUESTED, priced by the offer, mailed to the provider', async () => {
    const response = await byPatient(world.patient.token, videoRequest());
    expect(response.statusCode, response.body).toBe(201);
    const encounter = response.json<Encounter>();
    expect(encounter).toMatchObject({
      type: 'VIDEO',
      status: 'REQUESTED',
      clinicId: world.clinic.id,
      startTime: '2026-03-11T14:00:00.000Z',
      endTime: '2026-03-11T14:30:00.000Z',
      date: '2026-03-11',
      duration: 30,
      whatIsWrong: 'My throat hurts since Friday.',
      patientEncounterSymptom: { preCondition: { description: 'Sore throat' } },
      patient: { id: world.patient.id, email: world.patient.email, isActiveRPM: false },
      provider: { id: world.provider.id, primarySpecialty: 'Family Medicine' },
      patientPayment: { paymentType: 'CASH', quantity: 40 },
      paymentData: { paymentType: 'CASH', videoTypeId, transactionId: null },
      videoTypeName: 'Follow-up',
      ownedByLogguedUser: true,
      leadProviderId: world.provider.id,
      message: { subject: 'Sore throat', messageBody: 'My throat hurts since Friday.' },
    });

    const mail = await latestMail(ctx.app, world.provider.email);
    expect(mail?.subject).toBe('New appointment request: Video Exam');
    expect(mail?.text).toContain(
      'Pat Patient requested a Video Exam appointment on Wed, Mar 11 at 10:00 AM EDT.',
    );
    expect(mail?.text).toContain('/appointment-requests');

    const schedule = await ctx.app.inject({
      url: `/api/appointments/schedule?date=2026-03-11&email=${world.provider.email}&duration=30`,
      headers: bearer(world.patient.token),
    });
    expect(wallTimesOn(schedule.json<Schedule>(), '2026-03-11')).not.toContain('10:00');
  });

  test('C109 an appointment answers every field of the spec’s encounter', async () => {
    const response = await byPatient(
      world.patient.token,
      videoRequest('2026-03-11T15:00:00Z', {
        hasDangerousTravel: false,
        hasFeverHistory: true,
        hasRashHistory: false,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const encounter = response.json<Record<string, unknown>>();
    const fields = [
      'id',
      'type',
      'status',
      'startTime',
      'endTime',
      'date',
      'duration',
      'whatIsWrong',
      'patientEncounterSymptom',
      'patient',
      'provider',
      'patientPayment',
      'paymentData',
      'room',
      'roomStartTime',
      'roomEndTime',
      'topicId',
      'ownedByLogguedUser',
      'leadProviderId',
      'cancelReason',
      'message',
      'questionnaire',
      'hasDangerousTravel',
      'hasFeverHistory',
      'hasRashHistory',
      'preCondition',
    ];
    expect(fields.filter((field) => !(field in encounter))).toEqual([]);
    for (const party of ['patient', 'provider'] as const) {
      expect(Object.keys(encounter[party] as object)).toEqual(
        expect.arrayContaining(['id', 'firstName', 'lastName', 'email']),
      );
    }
    expect(encounter).toMatchObject({
      preCondition: 'Sore throat',
      hasDangerousTravel: false,
      hasFeverHistory: true,
      hasRashHistory: false,
      patient: { isActiveRPM: false },
      message: { messageBody: 'My throat hurts since Friday.' },
    });
  });

  test('C51 a provider requests a phone call with a patient of their clinic, billed to insurance', async () => {
    const response = await byProvider(world.provider.token, {
      type: 'audio',
      startTime: '2026-03-12T13:00:00Z',
      endTime: '2026-03-12T13:15:00Z',
      patient: { id: world.patient.id },
      patientPayment: { paymentType: 'insurance' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Encounter>()).toMatchObject({
      type: 'AUDIO',
      status: 'REQUESTED',
      duration: 15,
      patientPayment: { paymentType: 'INSURANCE', quantity: 0 },
      ownedByLogguedUser: true,
    });
    const mail = await latestMail(ctx.app, world.patient.email);
    expect(mail?.text).toContain(
      'Paula Provider requested a Phone Call appointment on Thu, Mar 12 at 9:00 AM EDT.',
    );
  });

  test('C33 a message request holds no time', async () => {
    const response = await byPatient(world.patient.token, {
      type: 'MESSAGE',
      provider: { id: world.provider.id },
      patientPayment: { paymentType: 'INSURANCE' },
      ...reason,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Encounter>()).toMatchObject({ endTime: null, duration: null });
  });

  test('a patient books for a family member they head, not for another patient', async () => {
    const forFamily = await byPatient(
      world.patient.token,
      videoRequest('2026-03-13T14:00:00Z', { patient: { id: world.familyMember.id } }),
    );
    expect(forFamily.statusCode, forFamily.body).toBe(201);
    expect(forFamily.json<Encounter>()).toMatchObject({
      patient: { id: world.familyMember.id },
      ownedByLogguedUser: true,
    });
    const forStranger = await byPatient(
      world.patient.token,
      videoRequest('2026-03-13T15:00:00Z', { patient: { id: world.otherPatient.id } }),
    );
    expect(forStranger.statusCode).toBe(403);
  });
});

describe('a slot that is not free', () => {
  test('a taken slot answers 409 SLOT_TAKEN and changes nothing', async () => {
    const before = { encounters: await encounterCount(), jobs: await jobCount() };
    for (const start of ['2026-03-11T14:00:00Z', '2026-03-11T14:15:00Z', '2026-03-11T13:45:00Z']) {
      const response = await byPatient(world.otherPatient.token, videoRequest(start));
      expect(response.statusCode, start).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'SLOT_TAKEN',
        errorMessage: 'This time slot is no longer available. Please choose another time.',
      });
    }
    expect(await encounterCount()).toBe(before.encounters);
    expect(await jobCount()).toBe(before.jobs);
  });

  test.each([
    ['outside availability', '2026-03-11T17:00:00Z'],
    ['off the grid', '2026-03-11T14:35:00Z'],
    ['in the past', '2026-03-09T13:00:00Z'],
    ['beyond the request window', '2026-04-15T13:00:00Z'],
    ['on a day without times', '2026-03-14T14:00:00Z'],
  ])('a slot %s answers 409 SLOT_UNAVAILABLE', async (_case, start) => {
    const response = await byPatient(world.patient.token, videoRequest(start));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SLOT_UNAVAILABLE');
  });

  test('I21 with the 24-hour block on, a patient cannot book within the next day; the provider can', async () => {
    await setClinicFlags(ctx.app.db, world.clinic.id, { preventScheduler24h: true });
    const soon = '2026-03-10T13:00:00Z';
    const patient = await byPatient(world.patient.token, videoRequest(soon));
    expect(patient.statusCode).toBe(409);
    expect(patient.json().code).toBe('SLOT_UNAVAILABLE');
    const provider = await byProvider(world.provider.token, {
      type: 'AUDIO',
      startTime: soon,
      endTime: '2026-03-10T13:30:00Z',
      patient: { id: world.patient.id },
      patientPayment: { paymentType: 'INSURANCE' },
    });
    expect(provider.statusCode, provider.body).toBe(201);
    await setClinicFlags(ctx.app.db, world.clinic.id, { preventScheduler24h: false });
  });
});

describe('what is not offered, or not allowed', () => {
  test('C3 an in-office visit in a clinic without in-office appointments is not offered', async () => {
    const response = await byPatient(world.patient.token, {
      ...videoRequest('2026-03-16T14:00:00Z'),
      type: 'OFFICE',
      patientPayment: { paymentType: 'INSURANCE' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('TYPE_NOT_OFFERED');
  });

  test('a video type that is not the provider’s is not offered', async () => {
    const foreign = await addVideoType(ctx.app.db, closed.provider.id);
    const response = await byPatient(
      world.patient.token,
      videoRequest('2026-03-16T14:00:00Z', { paymentData: { videoTypeId: foreign } }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('TYPE_NOT_OFFERED');
  });

  test('a length other than the video type’s, and a price other than the offer’s, are refused', async () => {
    const long = await byPatient(world.patient.token, {
      ...videoRequest('2026-03-16T14:00:00Z'),
      endTime: '2026-03-16T15:00:00Z',
    });
    expect(long.statusCode).toBe(400);
    const cheap = await byPatient(
      world.patient.token,
      videoRequest('2026-03-16T14:00:00Z', {
        patientPayment: { paymentType: 'CASH', quantity: 30 },
      }),
    );
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().code).toBe('PRICE_CHANGED');
  });

  test('C57 a patient’s request needs the reason for visit (a condition of at most 1000 characters); a video request its video type', async () => {
    const noMessage = videoRequest('2026-03-16T14:00:00Z', { message: undefined });
    expect((await byPatient(world.patient.token, noMessage)).statusCode).toBe(400);
    const noType = await byPatient(
      world.patient.token,
      videoRequest('2026-03-16T14:00:00Z', { paymentData: {} }),
    );
    expect(noType.statusCode).toBe(400);
    expect(noType.json().fields[0].field).toBe('paymentData.videoTypeId');
    const before = await encounterCount();
    for (const description of [undefined, '   ', 'x'.repeat(1001)]) {
      const condition = await byPatient(
        world.patient.token,
        videoRequest('2026-03-16T14:00:00Z', {
          patientEncounterSymptom: { preCondition: { description } },
        }),
      );
      expect(condition.statusCode, String(description?.length)).toBe(400);
      expect(condition.json().fields[0].field).toBe(
        'patientEncounterSymptom.preCondition.description',
      );
    }
    expect(await encounterCount()).toBe(before);
  });

  test('C52 a patient of a clinic without self-scheduling cannot book', async () => {
    const response = await byPatient(closed.patient.token, {
      ...videoRequest('2026-03-16T14:00:00Z'),
      type: 'AUDIO',
      provider: { email: closed.provider.email },
      patientPayment: { paymentType: 'INSURANCE' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PATIENT_SCHEDULING_DISABLED');
  });

  test('another clinic’s provider or patient is refused (403)', async () => {
    const patient = await byPatient(world.patient.token, {
      ...videoRequest('2026-03-16T14:00:00Z'),
      type: 'AUDIO',
      provider: { email: closed.provider.email },
      patientPayment: { paymentType: 'INSURANCE' },
    });
    expect(patient.statusCode).toBe(403);
    expect(patient.json().code).toBe('CLINIC_FORBIDDEN');
    const provider = await byProvider(world.provider.token, {
      type: 'AUDIO',
      startTime: '2026-03-16T14:00:00Z',
      endTime: '2026-03-16T14:30:00Z',
      patient: { id: closed.patient.id },
      patientPayment: { paymentType: 'INSURANCE' },
    });
    expect(provider.statusCode).toBe(403);
    expect(provider.json().code).toBe('CLINIC_FORBIDDEN');
  });

  test('patients do not book as providers, nor providers as patients', async () => {
    expect((await byProvider(world.patient.token, {})).statusCode).toBe(403);
    expect((await byPatient(world.provider.token, {})).statusCode).toBe(403);
  });
});
