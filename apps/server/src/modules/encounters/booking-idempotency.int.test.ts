import { IDEMPOTENCY_HEADER } from '@clinicall/shared/payments';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import {
  offerTypes,
  setClinicFlags,
  weekdays,
  weeklyAvailability,
} from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

// Monday 9 March 2026, 09:30 in New York.
const time = pinnedClock('2026-03-09T13:30:00Z');
const ctx = useTestApp({ clock: time.clock });
const NEW_YORK = 'America/New_York';
let world: ClinicWorld;

beforeAll(async () => {
  const db = ctx.app.db;
  world = await createClinicWorld(ctx.app);
  await setClinicFlags(db, world.clinic.id, { isPatientScheduleAppointmentEnabled: true });
  for (const user of [world.provider, world.patient, world.otherPatient]) {
    await db.update(users).set({ timeZone: NEW_YORK }).where(eq(users.id, user.id));
  }
  await offerTypes(db, world.provider.id, ['AUDIO']);
  await weeklyAvailability(
    db,
    world.provider.id,
    NEW_YORK,
    '2026-01-05',
    weekdays([{ start: '09:00', end: '17:00' }]),
  );
});

/** An insurance-billed phone visit on 11 March at `start` (UTC), as a patient asks for it. */
const patientRequest = (start: string) => ({
  type: 'AUDIO',
  startTime: start,
  endTime: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  provider: { email: world.provider.email },
  patientPayment: { paymentType: 'INSURANCE' },
  patientEncounterSymptom: { preCondition: { description: 'Cough' } },
  message: { subject: 'Cough', messageBody: 'A cough since Monday.' },
});

const book = (url: string, token: string, payload: object, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }) },
    payload,
  });
const byPatient = (token: string, payload: object, key?: string) =>
  book('/api/encounters/ownedbypatient', token, payload, key);
const byProvider = (token: string, payload: object, key?: string) =>
  book('/api/encounters/ownedbyprovider', token, payload, key);

const encounterCount = async () =>
  (await ctx.app.db.select({ value: count() }).from(encounters))[0]!.value;
const mailsTo = async (email: string) => {
  await ctx.app.jobs.drain();
  return (
    await ctx.app.db.select({ value: count() }).from(mailOutbox).where(eq(mailOutbox.to, email))
  )[0]!.value;
};

/**
 * Issue 24: a booking retried with its Idempotency-Key (its answer lost to a timeout or a dead
 * instance) answers the appointment the first try made, instead of refusing its own slot as
 * taken; nothing is booked or mailed twice.
 */
describe('issue 24: bookings under an Idempotency-Key', () => {
  test('C60 a patient’s booking sent again with its key answers the same appointment, booked and mailed once', async () => {
    const [rowsBefore, mailsBefore] = [await encounterCount(), await mailsTo(world.provider.email)];
    const request = patientRequest('2026-03-11T14:00:00Z');
    const first = await byPatient(world.patient.token, request, 'booking-key-0001');
    expect(first.statusCode, first.body).toBe(201);
    const again = await byPatient(world.patient.token, request, 'booking-key-0001');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Encounter>().id).toBe(first.json<Encounter>().id);
    expect(again.json()).toEqual(first.json());
    expect(await encounterCount()).toBe(rowsBefore + 1);
    expect(await mailsTo(world.provider.email)).toBe(mailsBefore + 1);
  });

  test('without a key, the same booking sent again is refused as a taken slot (as before)', async () => {
    const request = patientRequest('2026-03-11T15:00:00Z');
    expect((await byPatient(world.patient.token, request)).statusCode).toBe(201);
    const again = await byPatient(world.patient.token, request);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SLOT_TAKEN' });
  });

  test('the same key with another request is refused (409) and books nothing', async () => {
    const first = await byPatient(
      world.patient.token,
      patientRequest('2026-03-11T16:00:00Z'),
      'booking-key-0002',
    );
    expect(first.statusCode, first.body).toBe(201);
    const rowsBefore = await encounterCount();
    const other = await byPatient(
      world.patient.token,
      patientRequest('2026-03-11T16:30:00Z'),
      'booking-key-0002',
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      errorMessage: 'This Idempotency-Key was already used for a different request.',
    });
    expect(await encounterCount()).toBe(rowsBefore);
  });

  test('two tries with one key at the same moment book once and both answer that appointment', async () => {
    const rowsBefore = await encounterCount();
    const request = patientRequest('2026-03-11T17:00:00Z');
    const answers = await Promise.all(
      [1, 2].map(() => byPatient(world.patient.token, request, 'booking-key-0003')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const [a, b] = answers.map((answer) => answer.json<Encounter>().id);
    expect(a).toBe(b);
    expect(await encounterCount()).toBe(rowsBefore + 1);
  });

  test('keys are per account: another patient’s key of the same text books their own appointment', async () => {
    const mine = await byPatient(
      world.patient.token,
      patientRequest('2026-03-11T18:00:00Z'),
      'shared-key-0001',
    );
    const theirs = await byPatient(
      world.otherPatient.token,
      patientRequest('2026-03-11T18:30:00Z'),
      'shared-key-0001',
    );
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json<Encounter>().patient.id).toBe(world.otherPatient.id);
    expect(theirs.json<Encounter>().id).not.toBe(mine.json<Encounter>().id);
  });

  test('C51 a provider’s booking sent again with its key answers the same appointment', async () => {
    const rowsBefore = await encounterCount();
    const request = {
      type: 'AUDIO',
      startTime: '2026-03-12T14:00:00Z',
      endTime: '2026-03-12T14:30:00Z',
      patient: { id: world.patient.id },
      patientPayment: { paymentType: 'INSURANCE' },
    };
    const first = await byProvider(world.provider.token, request, 'provider-key-0001');
    const again = await byProvider(world.provider.token, request, 'provider-key-0001');
    expect([first.statusCode, again.statusCode], first.body).toEqual([201, 201]);
    expect(again.json<Encounter>().id).toBe(first.json<Encounter>().id);
    expect(await encounterCount()).toBe(rowsBefore + 1);
  });

  test('a malformed key is refused (400) and books nothing', async () => {
    const rowsBefore = await encounterCount();
    const answer = await byPatient(
      world.patient.token,
      patientRequest('2026-03-12T15:00:00Z'),
      'has space',
    );
    expect(answer.statusCode).toBe(400);
    expect(await encounterCount()).toBe(rowsBefore);
  });
});
